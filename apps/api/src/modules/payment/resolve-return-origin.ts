import type { Ctx } from '../../lib/context.ts';
import { domainsOfArea } from '../area/index.ts';
import { domainNotAllowed } from './payment-errors.ts';

/** `https://Shop.example/` or `shop.example` → `shop.example` (area domains are stored with or without scheme). */
function hostOf(domain: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain : `https://${domain}`;
  try {
    return new URL(withScheme).host;
  } catch {
    return '';
  }
}

/**
 * The origin the payer returns to after paying: the public URL when the client names none, else the named
 * origin if it is the public URL's or one of the area's domains. Anything else is refused, so a payment can
 * never send the payer (or the provider) to an address someone slipped into the request.
 */
export async function resolveReturnOrigin(
  ctx: Ctx,
  areaId: string,
  domain: string | undefined,
): Promise<string> {
  const publicOrigin = new URL(ctx.config.publicUrl).origin;
  if (domain === undefined || domain.trim() === '') return publicOrigin;
  let url: URL;
  try {
    url = new URL(domain.trim());
  } catch {
    throw domainNotAllowed(domain);
  }
  const isBareOrigin =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '';
  if (!isBareOrigin) throw domainNotAllowed(domain);
  if (url.origin === publicOrigin) return publicOrigin;
  const domains = await domainsOfArea(ctx, areaId);
  if (domains.some((domain) => hostOf(domain) === url.host)) return url.origin;
  throw domainNotAllowed(domain);
}
