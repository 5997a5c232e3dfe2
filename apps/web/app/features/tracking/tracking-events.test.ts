import { describe, expect, it } from 'vitest';
import { dealerClickEvent, pushToDataLayer } from './tracking-events.ts';

const link = (pathname: string, extra: Partial<Parameters<typeof dealerClickEvent>[0]> = {}) => ({
  pathname,
  href: `https://shop.example${pathname}`,
  text: '  Apply\n to become one ',
  marker: null,
  sameOrigin: true,
  ...extra,
});

describe('dealer-click', () => {
  it('is a click on a link to the dealer application, in either language', () => {
    expect(dealerClickEvent(link('/new-customer'), '/login')).toEqual({
      event: 'dealer-click',
      link_url: 'https://shop.example/new-customer',
      link_text: 'Apply to become one',
      page_path: '/login',
    });
    expect(dealerClickEvent(link('/da/new-customer'), '/da/login')?.event).toBe('dealer-click');
  });

  it('is not a click on another link, or on another site with the same path', () => {
    expect(dealerClickEvent(link('/new-customer-salesmanager'), '/sales')).toBeNull();
    expect(dealerClickEvent(link('/shop'), '/')).toBeNull();
    expect(dealerClickEvent(link('/new-customer', { sameOrigin: false }), '/')).toBeNull();
  });

  it('is a click on a link content marks as one', () => {
    expect(dealerClickEvent(link('/become-a-dealer', { marker: 'dealer-click' }), '/')?.event).toBe(
      'dealer-click',
    );
  });
});

describe('pushToDataLayer', () => {
  it('creates the queue when the tag manager has not', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushToDataLayer({ event: 'login' }, target);
    pushToDataLayer({ event: 'page_view' }, target);
    expect(target.dataLayer).toEqual([{ event: 'login' }, { event: 'page_view' }]);
  });
});
