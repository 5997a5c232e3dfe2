import { defineTexts } from '../define-texts.ts';

/**
 * The error page's texts (spec §2, §8) and the site's name for its title: the ones that must show even when the dictionary could not be loaded,
 * because the API host is down or still starting. The web bundles this file as its fallback in both languages
 * (apps/web/app/lib/i18n/translate.ts), so keep it to the error page alone.
 */
export const errorPageTexts = defineTexts({
  en: {
    'meta.site-name': 'Nordlys',
    'error.default-message': 'Error',
    'error.status': 'Status {status}',
    'error.page-not-found': 'This page could not be found',
    'error.go-back-home': 'Go back to home',
    'error.unavailable': 'The shop is not available right now',
    'error.unavailable.text':
      'The shop is starting or being updated. Please try again in a minute; nothing you saved is lost.',
    'error.unavailable.try-again': 'Try again',
    'error.unexpected': 'An unexpected server error occurred.',
    'error.fallback-title': 'An error occurred while showing the error page',
    'error.fallback-text':
      'Unfortunately an error occurred and while showing the error page another error occurred',
    'error.fallback-details': 'Error details: {details}',
  },
  da: {
    'meta.site-name': 'Nordlys',
    'error.default-message': 'Fejl',
    'error.status': 'Status {status}',
    'error.page-not-found': 'Siden kunne ikke findes',
    'error.go-back-home': 'Gå tilbage til forsiden',
    'error.unavailable': 'Butikken er ikke tilgængelig lige nu',
    'error.unavailable.text':
      'Butikken starter eller bliver opdateret. Prøv igen om et minut; intet af det, du har gemt, er gået tabt.',
    'error.unavailable.try-again': 'Prøv igen',
    'error.unexpected': 'Der opstod en uventet serverfejl.',
    'error.fallback-title': 'Der opstod en fejl under visning af fejlsiden',
    'error.fallback-text':
      'Desværre opstod der en fejl, og under visningen af fejlsiden opstod der endnu en fejl',
    'error.fallback-details': 'Fejldetaljer: {details}',
  },
});
