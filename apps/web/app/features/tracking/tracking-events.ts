import { type LanguageCode, matchRoute, type User } from '@shop/contracts';

/**
 * Spec §7 tracking layer, the events that are not e-commerce (ADR 61): `page_view` on every route change,
 * `login` after a successful login and `dealer-click` on a link to the dealer application. GA4 names, no
 * personal data (no name, e-mail or username); the customer number is the business's, not a person's.
 */
export type UserType = 'visitor' | 'customer' | 'staff';

export function userType(user: User | null): UserType {
  if (!user) return 'visitor';
  return user.customer ? 'customer' : 'staff';
}

export type PageViewEvent = {
  event: 'page_view';
  page_location: string;
  page_path: string;
  page_title: string;
  language: LanguageCode;
  user_type: UserType;
};

export function pageViewEvent(
  location: { href: string; pathname: string; search: string },
  title: string,
  language: LanguageCode,
  user: User | null,
): PageViewEvent {
  return {
    event: 'page_view',
    page_location: location.href,
    page_path: `${location.pathname}${location.search}`,
    page_title: title,
    language,
    user_type: userType(user),
  };
}

export type LoginEvent = {
  event: 'login';
  method: 'password';
  user_type: UserType;
  customer_number?: string;
};

export function loginEvent(user: User): LoginEvent {
  return {
    event: 'login',
    method: 'password',
    user_type: userType(user),
    ...(user.customerNumber ? { customer_number: user.customerNumber } : {}),
  };
}

export type DealerClickEvent = {
  event: 'dealer-click';
  link_url: string;
  link_text: string;
  page_path: string;
};

/** Links marked in content (`data-track="dealer-click"`) count too, e.g. the become-a-dealer page's. */
export const dealerClickMarker = 'dealer-click';

/**
 * A dealer-click is a click on a link to the dealer application (the new-customer form, in either
 * language, or a link content marks as one); any other link is not.
 */
export function dealerClickEvent(
  link: { pathname: string; href: string; text: string; marker: string | null; sameOrigin: boolean },
  pagePath: string,
): DealerClickEvent | null {
  const toApplication = link.sameOrigin && matchRoute(link.pathname)?.name === 'newCustomer';
  if (!toApplication && link.marker !== dealerClickMarker) return null;
  return {
    event: 'dealer-click',
    link_url: link.href,
    link_text: link.text.replace(/\s+/g, ' ').trim(),
    page_path: pagePath,
  };
}

/** Push one event onto `window.dataLayer` (Google Tag Manager's queue), creating it when missing. */
export function pushToDataLayer(
  event: object,
  target: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (!target) return;
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
