import { Area, GetAreaByIdQuery } from '../area.ts';
import { defineEndpoint } from '../endpoint.ts';

export const getAreaById = defineEndpoint({
  operationId: 'getAreaById',
  method: 'GET',
  path: '/api/Area/GetAreaById',
  access: 'anonymous',
  tags: ['Area'],
  summary: 'The area of a language: currency, domains, menus, footer and settings (banner only for users)',
  query: GetAreaByIdQuery,
  response: Area,
  errors: ['area-not-found'],
  example: { query: { AreaId: 'b2b', Language: 'da' } },
});
