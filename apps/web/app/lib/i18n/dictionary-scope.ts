import type { RouteName, Translations } from '@shop/contracts';
import { matchRoute } from '@shop/contracts/routes';

/**
 * Which part of the UI dictionary a page gets (ADR 66). The shop's own pages (home, content and category
 * pages, search, cart, checkout, receipt, login, error) get the dictionary without the texts of the staff
 * and account screens and of the API's mails and documents: two thirds of it, which every page would
 * otherwise carry in its HTML and decode before it hydrates. Every other screen gets all of it.
 */
export type DictionaryScope = 'shop' | 'all';

const shopScreens: ReadonlySet<RouteName> = new Set([
  'home',
  'search',
  'cart',
  'checkout',
  'checkoutReceipt',
  'login',
  'error',
  'accessibility',
  'cookieSettings',
]);

/** Sections no shop page shows, except the keys of `shownOnShopPages`. */
const notOnShopPages = [
  'backoffice.',
  'customer-center.',
  'company-users.',
  'proposal-screens.',
  'reorder.',
  'account.',
  'list-kit.',
  'trade-show.',
  // Texts of the API's mails, PDFs and sheets, which only the back office's template screens show.
  'documents.',
  'account-mail.',
  'proposal-mail.',
  'order-approval-mail.',
  'proposal-excel.',
];
/**
 * The login form's links, the proposal bar a sales user building a proposal sees on every page, and the
 * customer center's section names (the header's link goes to the first section the user may open).
 */
const shownOnShopPages = [
  'account.login.',
  'proposal-screens.bar.',
  'customer-center.nav.',
  'proposal-screens.nav.',
];

export function dictionaryScope(pathname: string): DictionaryScope {
  const name = matchRoute(pathname)?.name;
  // Content pages (categories, products, articles, `/links/*`, unknown addresses) match no screen of the table.
  return name === undefined || shopScreens.has(name) ? 'shop' : 'all';
}

/** Whether a key, or every key starting with this prefix, is in the shop pages' dictionary. */
export function onShopPages(keyOrPrefix: string): boolean {
  if (shownOnShopPages.some((prefix) => keyOrPrefix.startsWith(prefix))) return true;
  return !notOnShopPages.some((prefix) => keyOrPrefix.startsWith(prefix));
}

const shopDictionaries = new WeakMap<Translations, Translations>();

/** The dictionary of `scope`; the shop's part is worked out once per loaded dictionary. */
export function dictionaryFor(scope: DictionaryScope, translations: Translations): Translations {
  if (scope === 'all') return translations;
  let shop = shopDictionaries.get(translations);
  if (!shop) {
    shop = Object.fromEntries(Object.entries(translations).filter(([key]) => onShopPages(key)));
    shopDictionaries.set(translations, shop);
  }
  return shop;
}
