import { isIP } from 'node:net';

/**
 * Which peers' `X-Forwarded-For` the API believes (Fastify's `trustProxy`): none, a number of hops, or a list
 * of addresses, CIDR ranges and proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | readonly string[];

/** The web server on the same machine: what the API trusted before `API_TRUST_PROXY` existed (ADR 20). */
export const defaultApiTrustProxy: TrustProxy = ['loopback'];

const names = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (names.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4; // a netmask: 10.0.0.0/255.0.0.0
}

/**
 * `API_TRUST_PROXY`, in the syntax of the web's `TRUST_PROXY` (apps/web/server.mjs): `false`, `0` or empty
 * trusts no proxy (the socket's peer is the client); a whole number is that many hops; otherwise a
 * comma-separated list. Unset keeps the default, loopback, where the web server runs in the standard setup.
 * `true` is refused: trusting every hop would let any client choose its own address, and with it its budget.
 */
export function parseApiTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return defaultApiTrustProxy;
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') {
    throw new Error(
      'API_TRUST_PROXY=true would trust any X-Forwarded-For a client sends; name the proxies ' +
        "(e.g. 'loopback' or '10.0.0.0/8') or give the number of hops",
    );
  }
  if (/^\d+$/.test(text)) return Number(text) || false;
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0)
    throw new Error(`API_TRUST_PROXY must name proxies or a number of hops, got '${value}'`);
  const wrong = list.find((entry) => !isProxyEntry(entry));
  if (wrong !== undefined) throw new Error(`API_TRUST_PROXY: '${wrong}' is no address, range or proxy name`);
  return list;
}

/** The value Fastify's `trustProxy` option takes. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | number | string[] {
  return typeof trust === 'object' ? [...trust] : trust;
}
