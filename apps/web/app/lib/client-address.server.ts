import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';

/**
 * Name of the process-wide symbol the client address context is registered under. The web server
 * (`apps/web/server.mjs`) is not part of the Vite bundle that defines the context, and a
 * RouterContextProvider finds a value by the key object's identity, so both sides meet at this one
 * well-known symbol instead of each creating a key of its own (ADR 0020).
 */
export const clientAddressSymbolName = 'nordlys.web.clientAddressContext';

function registeredContext(): RouterContext<string | null> {
  const key = Symbol.for(clientAddressSymbolName);
  const registered: RouterContext<string | null> | undefined = Reflect.get(globalThis, key);
  if (registered) return registered;
  const context = createContext<string | null>(null);
  Reflect.set(globalThis, key, context);
  return context;
}

/**
 * The visitor's IP address as the web server resolved it: the socket's peer, or with TRUST_PROXY the
 * first address its trusted proxies vouch for that is no proxy of ours. Null where no server sets it
 * (`react-router dev`).
 */
export const clientAddressContext = registeredContext();

/** An IPv4 client seen by a dual-stack socket reads `::ffff:1.2.3.4`; the API host should see `1.2.3.4`. */
export function normalizeAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The address to send the API host as `X-Forwarded-For` for this request (it rate-limits logins and guest
 * tokens per client). Never what the browser claims in its own headers.
 */
export function clientAddress(context: Readonly<RouterContextProvider>): string | null {
  return normalizeAddress(context.get(clientAddressContext));
}
