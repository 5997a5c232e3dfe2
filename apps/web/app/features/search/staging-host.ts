/**
 * Spec §9: search pages are hidden from indexing on staging-like domains. Staging-like is a host name with
 * 'staging', 'test', 'dev' or 'preview' in one of its labels (staging.shop.dk, shop-test.example.com,
 * dev.nordlys.dk, pr-12.preview.example.com), or a loopback / local host that no search engine should see.
 */
export function isStagingLikeHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]')
    return true;
  return host.split('.').some((label) => /(^|-)(staging|test|dev|preview)(-|\d|$)/.test(label));
}
