import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  clientAddressContext,
  clientAddressSymbolName,
  normalizeAddress,
} from './client-address.server.ts';

describe('clientAddress', () => {
  it('reads the address the web server put into the load context', () => {
    const context = new RouterContextProvider(new Map([[clientAddressContext, '203.0.113.9']]));
    expect(clientAddress(context)).toBe('203.0.113.9');
  });

  it('is null where no server set one (react-router dev)', () => {
    expect(clientAddress(new RouterContextProvider())).toBeNull();
  });

  it('is the one context registered under the shared symbol, as the web server looks it up', () => {
    const registered = (globalThis as unknown as Record<symbol, unknown>)[
      Symbol.for(clientAddressSymbolName)
    ];
    expect(registered).toBe(clientAddressContext);
  });
});

describe('normalizeAddress', () => {
  it('writes an IPv4-mapped IPv6 address as plain IPv4', () => {
    expect(normalizeAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('keeps IPv4 and other IPv6 addresses as they are', () => {
    expect(normalizeAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('::1')).toBe('::1');
  });

  it('is null for a missing address', () => {
    expect(normalizeAddress(undefined)).toBeNull();
    expect(normalizeAddress('')).toBeNull();
  });
});
