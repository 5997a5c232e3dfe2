import { defaultAreaId, localizeContentUrl, localizePath, pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, inject, it } from 'vitest';
import { catalogueApi } from './catalogue-api.ts';
import { demoPage, uiText } from './support/demo-data.ts';
import { gotoHydrated, sessionCookie, submitLoginForm, useBrowser } from './support/session.ts';

/**
 * The web server's protections as the shop's visitors meet them (ADR 32), on the real API host and web
 * server: the Content-Security-Policy the pages run under in Chromium, the security headers, the API's own
 * body limit passed through the proxy, and the stored redirect after login.
 */
const { newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const dealer = 'dealer@nordlys.demo';

/** The page's policy, split into its directives. */
function directives(policy: string | null | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

function expectPagePolicy(policy: string | null | undefined) {
  const policyOf = directives(policy);
  expect(policyOf.get('script-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
  expect(policyOf.get('script-src')).not.toContain('unsafe');
  expect(policyOf.get('frame-ancestors')).toBe("'none'");
  expect(policyOf.get('object-src')).toBe("'none'");
  expect(policyOf.get('base-uri')).toBe("'self'");
  expect(policyOf.get('form-action')).toBe("'self'");
  expect(policyOf.get('connect-src')).toBe("'self'");
}

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

describe('The storefront under its Content-Security-Policy', () => {
  it('renders and hydrates the key pages in Chromium with no violation, and logs in and out', async () => {
    const page = await newPage();
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
    await page.context().addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (violation: string) => void })
          .reportCspViolation;
        report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /content security policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    const open = async (path: string) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status(), path).toBe(200);
      expectPagePolicy(response?.headers()['content-security-policy']);
      expect(violations, path).toEqual([]);
    };

    // Home: a client-side navigation to the Danish home is a click React handles.
    await open('/');
    const switcher = page.getByRole('navigation', { name: uiText('en', 'header.language') });
    await switcher.getByRole('link', { name: 'Dansk' }).click();
    await page.waitForURL(demoPage('home', 'da').path);

    const area = await catalogue.getArea('en');
    const category = area.menus.find((item) => item.menus.includes('categories'));
    if (!category) throw new Error('The demo has no category menu');
    await open(localizeContentUrl(category.url, 'en'));
    await open(`${localizePath('search', 'en')}?q=jacket`);

    // A product page: adding to the basket works (React's handler, the basket in local storage).
    const product = await catalogue.firstProduct('en');
    await open(localizeContentUrl(product.url, 'en'));
    await page.getByRole('button', { name: uiText('en', 'product.add-to-basket'), exact: true }).click();
    await page.waitForFunction(() => window.localStorage.getItem('_carts') !== null);

    await open(localizePath('cart', 'en'));
    await open(localizePath('checkout', 'en'));

    // Login and logout are forms posted to the shop itself (form-action 'self', same origin).
    await open(localizePath('login', 'en'));
    await submitLoginForm(page, dealer);
    await page.waitForURL((url) => url.pathname !== localizePath('login', 'en'));
    expect(await sessionCookie(page)).toBeDefined();
    await page
      .getByRole('banner')
      .getByRole('button', { name: uiText('en', 'header.logout') })
      .click();
    await page.waitForURL(demoPage('home', 'en').path);
    await page.getByRole('banner').waitFor({ state: 'detached' });
    expect(await sessionCookie(page)).toBeUndefined();
    expect(violations).toEqual([]);

    // The policy is enforced, and a violation would have been seen: an injected inline script is refused.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});

describe('The security headers', () => {
  it('are on the pages, a product page, the cart and a call through the API pass-through', async () => {
    const product = await catalogue.firstProduct('en');
    const area = `${pathOf(endpoints.area.getAreaById)}?AreaId=${defaultAreaId}&Language=en`;
    for (const path of ['/', localizeContentUrl(product.url, 'en'), localizePath('cart', 'en'), area]) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${baseUrl}${path}`, { method, redirect: 'manual' });
        expect(response.status, `${method} ${path}`).toBe(200);
        expectSecurityHeaders(response.headers);
        if (path !== area) expectPagePolicy(response.headers.get('content-security-policy'));
      }
    }
  });
});

describe("A body over the API host's limit", () => {
  it("gets the API's own 413 through the web server, not a 502", async () => {
    const path = pathOf(endpoints.cart.createCart);
    const headers = { 'Content-Type': 'application/json' };
    // The API's answer to a body one byte over its limit (small enough to be sent whole before it answers).
    const direct = await fetch(`${inject('apiUrl')}${path}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(1024 * 1024 + 1),
    });
    // Before: 502, the web server passed 50 MB on and lost the API's answer.
    const proxied = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(50 * 1024 * 1024),
    });
    expect(direct.status).toBe(413);
    expect(proxied.status).toBe(413);
    const { message, errorCode, type } = await direct.json();
    expect(await proxied.json()).toEqual({ message, errorCode, type });
  });
});

describe('The stored redirect after login', () => {
  const home = async (redirect: string, token: string) =>
    fetch(`${baseUrl}/`, {
      headers: { Cookie: `shop_session=${token}; redirect=${encodeURIComponent(redirect)}` },
      redirect: 'manual',
    });

  it('is followed when it is a path of the shop', async () => {
    const response = await home(localizePath('cart', 'en'), await catalogue.token(dealer));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(localizePath('cart', 'en'));
  });

  it('is ignored and cleared when it holds a TAB, a newline or a character no header can carry', async () => {
    const token = await catalogue.token(dealer);
    for (const redirect of ['/\t/evil.example', '/\n/evil.example', '/cart\r\nX-Injected: 1', '/\u6f22']) {
      const response = await home(redirect, token);
      // Before: a 302 to '/<TAB>/evil.example' (the browser reads '//evil.example') or a 500 on every page.
      expect(response.status, JSON.stringify(redirect)).toBe(200);
      expect(response.headers.get('location')).toBeNull();
      const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith('redirect='));
      expect(cleared).toMatch(/^redirect=; .*Max-Age=0/);
      await response.arrayBuffer();
    }
  });
});
