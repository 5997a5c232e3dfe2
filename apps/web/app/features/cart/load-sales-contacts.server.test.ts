import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { loadSalesContacts } from './load-sales-contacts.server.ts';

const contacts = [{ name: 'Sofie Sælger', email: 'sales@nordlys.demo', phone: null }];

describe('loadSalesContacts', () => {
  it("asks GetSalesContacts with the session's token and the page's language", async () => {
    const fetch = vi.fn(async (_url: URL | string, _init?: RequestInit) => Response.json({ contacts }));
    const call = createApiClient({
      baseUrl: 'http://api',
      token: 'dealer-token',
      forwardedFor: '203.0.113.9',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const state = await loadSalesContacts(call, 'da');
    expect(state).toEqual({ status: 'loaded', contacts });
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe(pathOf(endpoints.customer.getSalesContacts));
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
      const call = createApiClient({
        baseUrl: 'http://api',
        token: 'token',
        fetch: fetch as unknown as typeof globalThis.fetch,
      });
      expect(await loadSalesContacts(call, 'en')).toEqual({ status: 'failed' });
    }
  });
});
