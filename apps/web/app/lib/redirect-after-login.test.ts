import { describe, expect, it } from 'vitest';
import {
  isMalformedRedirect,
  loginSuccessTarget,
  sanitizeRedirect,
  storedRedirectTarget,
} from './redirect-after-login.ts';

describe('redirect after login', () => {
  it('goes to the stored redirect when logged in and not on a login page', () => {
    const stored = '/customer-center/orders';
    expect(storedRedirectTarget({ pathname: '/', stored, loggedIn: true })).toBe(stored);
    expect(storedRedirectTarget({ pathname: '/da/om-os', stored, loggedIn: true })).toBe(stored);
  });

  it('stays on /login and /recover-password in both languages', () => {
    const stored = '/customer-center/orders';
    for (const pathname of ['/login', '/da/login', '/recover-password', '/da/recover-password']) {
      expect(storedRedirectTarget({ pathname, stored, loggedIn: true })).toBeNull();
    }
  });

  it('ignores "/", a missing cookie, anonymous visitors and foreign hosts', () => {
    expect(storedRedirectTarget({ pathname: '/', stored: '/', loggedIn: true })).toBeNull();
    expect(storedRedirectTarget({ pathname: '/', stored: null, loggedIn: true })).toBeNull();
    expect(storedRedirectTarget({ pathname: '/', stored: '/cart', loggedIn: false })).toBeNull();
    expect(storedRedirectTarget({ pathname: '/', stored: '//evil.example', loggedIn: true })).toBeNull();
    expect(sanitizeRedirect('https://evil.example')).toBeNull();
    expect(sanitizeRedirect('/\\evil.example')).toBeNull();
  });

  it('ignores a path with a control character, a space or a character outside ASCII', () => {
    // Browsers drop TAB and newlines from a URL: '/<TAB>/evil.example' would be '//evil.example'.
    for (const stored of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/cart\nSet-Cookie: x=1',
      '/\u0000',
      '/\u007f',
      '/ /evil.example',
      '/\u6f22',
      '/caf\u00e9',
      '',
    ]) {
      expect(sanitizeRedirect(stored), JSON.stringify(stored)).toBeNull();
      expect(isMalformedRedirect(stored)).toBe(true);
      expect(storedRedirectTarget({ pathname: '/', stored, loggedIn: true })).toBeNull();
      expect(loginSuccessTarget(stored, 'en')).toBe('/');
    }
  });

  it('keeps the encoded paths and queries the shop stores', () => {
    for (const stored of ['/', '/cart', '/da/kundecenter/ordrer', '/search?q=r%C3%B8d+jakke&sort=name']) {
      expect(sanitizeRedirect(stored)).toBe(stored);
      expect(isMalformedRedirect(stored)).toBe(false);
    }
    expect(isMalformedRedirect(null)).toBe(false);
  });

  it('lands a successful login on the stored redirect, else home in the current language', () => {
    expect(loginSuccessTarget('/da/kundecenter/ordrer', 'da')).toBe('/da/kundecenter/ordrer');
    expect(loginSuccessTarget('/', 'da')).toBe('/da');
    expect(loginSuccessTarget(null, 'en')).toBe('/');
  });

  it('lands sales staff on the sales dashboard when nothing is stored, and on the stored page when it is', () => {
    expect(loginSuccessTarget(null, 'en', 'sales')).toBe('/sales');
    expect(loginSuccessTarget('/', 'da', 'sales')).toBe('/da/sales');
    expect(loginSuccessTarget('/da/backoffice/ordrer', 'da', 'sales')).toBe('/da/backoffice/ordrer');
  });
});
