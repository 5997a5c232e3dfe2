import type { LanguageCode } from '@shop/contracts';

/**
 * Every UI text of the storefront, in English and Danish. Seeded into the `translations` table and served by
 * GET /api/Content/GetTranslationsByAreaId; components never hard-code text. Keys are the spec's where it
 * names them (`validation.required-field`, `cart.minimumOrderAmountNotExceeded`, …).
 * A test checks that both languages have exactly the same keys.
 */
export const translations: Record<LanguageCode, Record<string, string>> = {
  en: {
    'validation.required-field': 'This field is required',
    'validation.logget-out-account-deactivated':
      'You have been logged out because your account has been deactivated',
    'cart.minimumOrderAmountNotExceeded': 'The minimum order amount of {amount} has not been reached',
    'cart.minimumSaleOrderAmountNotExceeded':
      'The minimum amount of {amount} for sale items has not been reached',
    'checkout.cartSummaryNoOrderTypesSelectedMessage': 'Select at least one order type to check out',

    'meta.site-name': 'Nordlys',
    'common.close': 'Close',
    'common.loading': 'Loading',
    'common.scroll-to-top': 'Back to top',
    'common.skip-to-content': 'Skip to content',
    'notification.error-code': 'error code: {code}',

    'header.logo': 'Nordlys – go to the front page',
    'header.customer-center': 'Customer center',
    'header.logged-in-as': 'Logged in as',
    'header.login': 'Log in',
    'header.logout': 'Log out',
    'header.language': 'Language',
    'header.main-navigation': 'Main menu',
    'header.menu': 'Menu',
    'header.toggle-submenu': 'Show or hide the {name} menu',
    'header.see-all': 'See all in {name}',
    'banner.label': 'Announcement',
    'banner.read-more': 'Read more',
    'footer.copyright': '© Nordlys ApS',

    'content.home': 'Home',
    'content.breadcrumbs': 'Breadcrumbs',
    'content.categories': 'Categories',

    'login.title': 'Log in',
    'login.intro': 'Log in to see your prices, stock and delivery drops.',
    'login.username': 'Username or e-mail',
    'login.password': 'Password',
    'login.submit': 'Log in',
    'login.submitting': 'Logging in…',
    'login.failed': 'Login failed',
    'login.error-credentials': 'The username or password is wrong. Please try again.',
    'login.error-too-many': 'Too many login attempts. Please wait a minute and try again.',

    'error.default-message': 'Error',
    'error.status': 'Status {status}',
    'error.page-not-found': 'This page could not be found',
    'error.go-back-home': 'Go back to home',
    'error.unexpected': 'An unexpected server error occurred.',
    'error.fallback-title': 'An error occurred while showing the error page',
    'error.fallback-text':
      'Unfortunately an error occurred and while showing the error page another error occurred',
    'error.fallback-details': 'Error details: {details}',
  },
  da: {
    'validation.required-field': 'Dette felt skal udfyldes',
    'validation.logget-out-account-deactivated':
      'Du er blevet logget ud, fordi din konto er blevet deaktiveret',
    'cart.minimumOrderAmountNotExceeded': 'Minimumsordrebeløbet på {amount} er ikke nået',
    'cart.minimumSaleOrderAmountNotExceeded': 'Minimumsbeløbet på {amount} for udsalgsvarer er ikke nået',
    'checkout.cartSummaryNoOrderTypesSelectedMessage': 'Vælg mindst én ordretype for at gå til kassen',

    'meta.site-name': 'Nordlys',
    'common.close': 'Luk',
    'common.loading': 'Indlæser',
    'common.scroll-to-top': 'Til toppen',
    'common.skip-to-content': 'Gå til indhold',
    'notification.error-code': 'fejlkode: {code}',

    'header.logo': 'Nordlys – gå til forsiden',
    'header.customer-center': 'Kundecenter',
    'header.logged-in-as': 'Logget ind som',
    'header.login': 'Log ind',
    'header.logout': 'Log ud',
    'header.language': 'Sprog',
    'header.main-navigation': 'Hovedmenu',
    'header.menu': 'Menu',
    'header.toggle-submenu': 'Vis eller skjul menuen {name}',
    'header.see-all': 'Se alt i {name}',
    'banner.label': 'Meddelelse',
    'banner.read-more': 'Læs mere',
    'footer.copyright': '© Nordlys ApS',

    'content.home': 'Forside',
    'content.breadcrumbs': 'Brødkrummer',
    'content.categories': 'Kategorier',

    'login.title': 'Log ind',
    'login.intro': 'Log ind for at se dine priser, lager og leveringsdrops.',
    'login.username': 'Brugernavn eller e-mail',
    'login.password': 'Adgangskode',
    'login.submit': 'Log ind',
    'login.submitting': 'Logger ind…',
    'login.failed': 'Login mislykkedes',
    'login.error-credentials': 'Brugernavn eller adgangskode er forkert. Prøv igen.',
    'login.error-too-many': 'For mange loginforsøg. Vent et minut, og prøv igen.',

    'error.default-message': 'Fejl',
    'error.status': 'Status {status}',
    'error.page-not-found': 'Siden kunne ikke findes',
    'error.go-back-home': 'Gå tilbage til forsiden',
    'error.unexpected': 'Der opstod en uventet serverfejl.',
    'error.fallback-title': 'Der opstod en fejl under visning af fejlsiden',
    'error.fallback-text':
      'Desværre opstod der en fejl, og under visningen af fejlsiden opstod der endnu en fejl',
    'error.fallback-details': 'Fejldetaljer: {details}',
  },
};
