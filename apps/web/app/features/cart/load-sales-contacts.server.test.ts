import { describe, expect, it, vi } from 'vitest';
import { loadSalesContacts } from './load-sales-contacts.server.ts';

const contacts = [{ name: 'Sofie Sælger', email: 'sales@nordlys.demo', phone: null }];

describe('loadSalesContacts', () => {
  it("asks GetSalesContacts with the session's token and the page's language", async () => {
    const fetch = vi.fn(async (_url: URL | string, _init?: RequestInit) => Response.json({ contacts }));
    const state = await loadSalesContacts({
      token: 'dealer-token',
      language: 'da',
      forwardedFor: '203.0.113.9',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    expect(state).toEqual({ status: 'loaded', contacts });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/Customer\/GetSalesContacts$/);
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer dealer-token');
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(JSON.parse(String(init?.body))).toEqual({ areaInfo: { areaId: 'b2b', languageCode: 'da' } });
  });

  it('answers failed, not an error, when the API refuses or cannot be reached', async () => {
    const refused = vi.fn(async () => Response.json({ message: 'Forbidden' }, { status: 403 }));
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    for (const fetch of [refused, unreachable]) {
      const state = await loadSalesContacts({
        token: 'token',
        language: 'en',
        fetch: fetch as unknown as typeof globalThis.fetch,
      });
      expect(state).toEqual({ status: 'failed' });
    }
  });
});
