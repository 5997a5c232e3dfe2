import { describe, expect, it } from 'vitest';
import { localeSwitchUrl } from './locale-switch.ts';

describe('localeSwitchUrl', () => {
  it('maps named routes through the route table', () => {
    expect(localeSwitchUrl({ pathname: '/cart', target: 'da' })).toBe('/da/kurv');
    expect(localeSwitchUrl({ pathname: '/da/kundecenter/ordrer/42', target: 'en' })).toBe(
      '/customer-center/orders/42',
    );
    expect(localeSwitchUrl({ pathname: '/login', search: '?x=1', target: 'da' })).toBe('/da/login?x=1');
  });

  it('maps home both ways', () => {
    expect(localeSwitchUrl({ pathname: '/', target: 'da' })).toBe('/da');
    expect(localeSwitchUrl({ pathname: '/da', target: 'en' })).toBe('/');
  });

  it('uses the content alternates for content pages', () => {
    const alternates = { en: '/about', da: '/om-os' };
    expect(localeSwitchUrl({ pathname: '/about', target: 'da', alternates })).toBe('/da/om-os');
    expect(localeSwitchUrl({ pathname: '/da/om-os', target: 'en', alternates })).toBe('/about');
  });

  it('otherwise keeps the path and swaps the prefix', () => {
    expect(localeSwitchUrl({ pathname: '/unknown/page', target: 'da' })).toBe('/da/unknown/page');
    expect(localeSwitchUrl({ pathname: '/da/ukendt', target: 'en' })).toBe('/ukendt');
  });
});
