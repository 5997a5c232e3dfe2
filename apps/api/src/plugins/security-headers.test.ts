import { errorCatalogue, pathOf, queryStringOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfigFromEnv } from '../env.ts';
import { useSharedTestApp } from '../test-support/test-app.ts';

/** Issue 16 item 3 (API half): the API host's answers carry security headers; the docs page runs under its own policy. */

const jsonPolicy = "default-src 'none';frame-ancestors 'none'";

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

/** A policy header as directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const areaUrl = `${pathOf(endpoints.area.getAreaById)}?${queryStringOf({ AreaId: 'b2b', Language: 'da' })}`;

describe('security headers of the API host (public URL over http, docs public)', () => {
  const shared = useSharedTestApp();

  it('a JSON answer: nosniff, referrer policy, no framing, COOP, a policy that loads nothing, no HSTS over http', async () => {
    const response = await shared.app.inject({ method: 'GET', url: areaUrl });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers['content-security-policy']).toBe(jsonPolicy);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('failures carry them too: a refused body, an unknown path, a URL that is not UTF-8', async () => {
    const refused = await shared.app.inject({
      method: 'GET',
      url: `${pathOf(endpoints.area.getAreaById)}?AreaId=%00`,
    });
    expect(refused.statusCode).toBe(400);
    const unknown = await shared.app.inject({ method: 'GET', url: '/api/No/Such/Call' });
    expect(unknown.statusCode).toBe(404);
    for (const response of [refused, unknown]) {
      expectCommonHeaders(response);
      expect(response.headers['content-security-policy']).toBe(jsonPolicy);
    }
    const badUrl = await shared.app.inject({ method: 'GET', url: '/images/raw/%ED%A0%80' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      message: 'The URL is not valid: a percent-escape does not decode to UTF-8 text',
      errorCode: 'bad-request',
      type: errorCatalogue['bad-request'].type,
    });
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff');
    expect(badUrl.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("an image: the same headers, with the media module's own policy and resource policy kept", async () => {
    const response = await shared.app.inject({
      method: 'GET',
      url: pathOf(endpoints.media.getSingleColorImage, { hex: 'c8323c' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expectCommonHeaders(response);
    // An SVG opened on its own loads and runs nothing (the media module's policy adds its inline style).
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('the docs page loads under its own policy: its scripts and styles from its own origin, no inline script', async () => {
    const page = await shared.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectCommonHeaders(page);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')?.[0]).toBe("'self'");
    expect(policy.get('style-src')?.join(' ')).not.toContain('unsafe');
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Every script and stylesheet of the page is a same-origin file the policy allows, and each loads.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const assets: string[] = [];
    for (const [, attributes, inline] of scripts) {
      expect(inline?.trim(), 'an inline script would be refused').toBe('');
      assets.push(/src="([^"]+)"/.exec(attributes ?? '')?.[1] as string);
    }
    for (const [, href] of page.body.matchAll(/<link[^>]*href="([^"]+)"/g)) assets.push(href as string);
    expect(page.body).not.toMatch(/<style|\son[a-z]+=/i);
    for (const asset of assets) {
      expect(asset, 'same origin').not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, 'http://api.test/api/docs').pathname;
      const response = await shared.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    // The initializer fetches the document from the same origin, which connect-src 'self' allows.
    const initializer = await shared.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain("url: resolveUrl('./json')");
    const document = await shared.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toMatch(/^3\./);
  });
});

describe('security headers of the API host (public URL over https, docs not public)', () => {
  const shared = useSharedTestApp({ publicUrl: 'https://shop.example', apiDocsPublic: false });

  it('sends HSTS when the public address is https', async () => {
    const response = await shared.app.inject({ method: 'GET', url: areaUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expectCommonHeaders(response);
  });

  it('API_DOCS_PUBLIC=false: no docs page, no document (404)', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
      const response = await shared.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('reads API_DOCS_PUBLIC from the environment: public unless it says false', () => {
    expect(loadConfigFromEnv({}).apiDocsPublic).toBe(true);
    expect(loadConfigFromEnv({ API_DOCS_PUBLIC: 'false' }).apiDocsPublic).toBe(false);
    expect(() => loadConfigFromEnv({ API_DOCS_PUBLIC: 'no' })).toThrow(/API_DOCS_PUBLIC/);
  });
});
