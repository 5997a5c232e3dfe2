/** Web server configuration, read once at start; fails fast on a malformed URL. */
export type WebEnv = {
  /** Where the API host listens (server-to-server). */
  apiUrl: string;
  /** Public origin of the shop, e.g. https://shop.example.com; decides the Secure cookie flag. */
  publicUrl: string | null;
  /** The origin of PUBLIC_URL: state-changing requests from it are the shop's own (ADR 32). */
  publicOrigin: string | null;
  /** PUBLIC_URL is https: cookies are Secure and answers carry HSTS. */
  https: boolean;
  secureCookies: boolean;
};

function parseUrl(name: string, value: string): string {
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got '${value}'`);
  }
}

function readEnv(): WebEnv {
  const apiUrl = parseUrl('API_URL', process.env.API_URL || 'http://127.0.0.1:3001');
  const publicUrl = process.env.PUBLIC_URL ? parseUrl('PUBLIC_URL', process.env.PUBLIC_URL) : null;
  const https = publicUrl?.startsWith('https:') ?? false;
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return { apiUrl, publicUrl, publicOrigin, https, secureCookies: https };
}

export const env: WebEnv = readEnv();
