import { defineTexts } from '../define-texts.ts';

/**
 * The error page's texts (spec §2, §8): the ones that must show even when the dictionary could not be loaded,
 * because the API host is down or still starting. The web server sends them in the page's language with its 503
 * (root-loader.server.ts); the browser bundles the English ones as its fallback (apps/web/app/lib/i18n/
 * translate.ts). Keep it to the error page alone: every text here is in every page's JavaScript.
 */
const en = {
  'error.default-message': 'Error',
  'error.status': 'Status {status}',
  'error.page-not-found': 'This page could not be found',
  'error.go-back-home': 'Go back to home',
  'error.unexpected': 'An unexpected server error occurred.',
  'error.fallback-title': 'An error occurred while showing the error page',
  'error.fallback-text':
    'Unfortunately an error occurred and while showing the error page another error occurred',
  'error.fallback-details': 'Error details: {details}',
};

const da: Record<keyof typeof en, string> = {
  'error.default-message': 'Fejl',
  'error.status': 'Status {status}',
  'error.page-not-found': 'Siden kunne ikke findes',
  'error.go-back-home': 'Gå tilbage til forsiden',
  'error.unexpected': 'Der opstod en uventet serverfejl.',
  'error.fallback-title': 'Der opstod en fejl under visning af fejlsiden',
  'error.fallback-text':
    'Desværre opstod der en fejl, og under visningen af fejlsiden opstod der endnu en fejl',
  'error.fallback-details': 'Fejldetaljer: {details}',
};

/** The English ones alone: the browser's fallback (the Danish come with the answer that needs them). */
export const errorPageTextsEn = en;

export const errorPageTexts = defineTexts({ en, da });

/**
 * The 503 page's own texts and the site's name for its title, sent by the web server with the page (ADR 96): the
 * browser needs them only there, so they are not in its fallback.
 */
export const unavailablePageTexts = defineTexts({
  en: {
    'meta.site-name': 'Nordlys',
    'error.unavailable': 'The shop is not available right now',
    'error.unavailable.text':
      'The shop is starting or being updated. Please try again in a minute; nothing you saved is lost.',
  },
  da: {
    'meta.site-name': 'Nordlys',
    'error.unavailable': 'Butikken er ikke tilgængelig lige nu',
    'error.unavailable.text':
      'Butikken starter eller bliver opdateret. Prøv igen om et minut; intet af det, du har gemt, er gået tabt.',
  },
});
