import { describe, expect, it } from 'vitest';
import { expireCookie, parseCookies, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('parses a Cookie header and decodes values', () => {
    expect(parseCookies('a=1; redirect=%2Fcustomer-center%2Forders; b=x=y')).toEqual({
      a: '1',
      redirect: '/customer-center/orders',
      b: 'x=y',
    });
    expect(parseCookies(null)).toEqual({});
  });

  it('serializes with safe defaults and expires with Max-Age=0', () => {
    expect(serializeCookie('locale', 'da', { maxAge: 60 })).toBe(
      'locale=da; Path=/; Max-Age=60; SameSite=Lax',
    );
    expect(expireCookie('shop_session', { httpOnly: true })).toContain('Max-Age=0');
    expect(expireCookie('shop_session', { httpOnly: true })).toContain('HttpOnly');
  });
});
