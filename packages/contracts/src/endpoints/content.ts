import {
  GetContentByUrlQuery,
  GetContentByUrlResponse,
  GetElementByIdBody,
  GetElementByIdResponse,
  GetElementsByIdsBody,
  GetElementsBySearchBody,
  GetElementsResponse,
  GetTranslationsQuery,
  Translations,
} from '../content.ts';
import { defineEndpoint } from '../endpoint.ts';

const aboutUs = {
  id: 'about',
  contentType: 'page',
  title: 'About us',
  url: '/about',
  parentId: null,
} as const;

export const getTranslationsByAreaId = defineEndpoint({
  operationId: 'getTranslationsByAreaId',
  method: 'GET',
  path: '/api/Content/GetTranslationsByAreaId',
  access: 'anonymous',
  tags: ['Content'],
  summary: 'Every UI text of an area in one language',
  query: GetTranslationsQuery,
  response: Translations,
  errors: ['area-not-found'],
  example: {
    query: { AreaId: 'b2b', LanguageCode: 'da' },
    response: {
      'validation.required-field': 'Dette felt skal udfyldes',
      'cart.minimumOrderAmountNotExceeded': 'Minimumsordrebeløbet på {amount} er ikke nået',
    },
  },
});

export const getContentByUrl = defineEndpoint({
  operationId: 'getContentByUrl',
  method: 'GET',
  path: '/api/Content/GetContentByUrl',
  access: 'anonymous',
  tags: ['Content'],
  summary:
    'Resolve a URL (without language prefix) to a page, category or product; statusCode 404 when unknown',
  query: GetContentByUrlQuery,
  response: GetContentByUrlResponse,
  errors: [],
  example: {
    query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'da', 'Area.CurrencyCode': 'DKK', Url: '/om-os' },
    response: {
      content: {
        id: 'about-da',
        parentId: null,
        title: 'Om os',
        url: '/om-os',
        template: 'page',
        metaDescription: 'Nordlys designer tøj til børn og voksne i Aarhus.',
        blocks: [{ type: 'richText', html: '<p>Nordlys blev grundlagt i Aarhus i 2009 …</p>' }],
        alternates: { en: '/about', da: '/om-os' },
      },
      contentType: 'page',
      statusCode: 200,
    },
  },
});

export const getElementById = defineEndpoint({
  operationId: 'getElementById',
  method: 'POST',
  path: '/api/Content/GetElementById',
  access: 'anonymous',
  tags: ['Content'],
  summary: 'One content element (page, category or product) by id; 404 when unknown',
  body: GetElementByIdBody,
  response: GetElementByIdResponse,
  errors: ['not-found'],
  example: {
    body: { area: { areaId: 'b2b', languageCode: 'en' }, id: 'about', contentType: 'page' },
    response: { element: aboutUs },
  },
});

export const getElementsByIds = defineEndpoint({
  operationId: 'getElementsByIds',
  method: 'POST',
  path: '/api/Content/GetElementsByIds',
  access: 'anonymous',
  tags: ['Content'],
  summary: 'Content elements by ids, in the order asked; unknown ids are left out',
  body: GetElementsByIdsBody,
  response: GetElementsResponse,
  errors: [],
  example: {
    body: { area: { areaId: 'b2b', languageCode: 'en' }, ids: ['about', 'no-such-page'] },
    response: { items: [aboutUs], itemsTotal: 1 },
  },
});

export const getElementsBySearch = defineEndpoint({
  operationId: 'getElementsBySearch',
  method: 'POST',
  path: '/api/Content/GetElementsBySearch',
  access: 'anonymous',
  tags: ['Content'],
  summary: 'Content elements filtered by kind, title text and parent, paged with skip/take',
  body: GetElementsBySearchBody,
  response: GetElementsResponse,
  errors: [],
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'en' },
      contentType: 'page',
      text: 'about',
      skip: 0,
      take: 20,
    },
    response: { items: [aboutUs], itemsTotal: 1 },
  },
});
