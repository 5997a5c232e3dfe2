import { localizePath, pathOf, type RouteName, routeTable } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { startOwnServers } from './own-servers.ts';
import { demoPassword, sessionCookieName } from './session.ts';

/**
 * The bad input the web fuzz test sends (e2e/web-fuzz.e2e.ts), as it travels percent-encoded in a path,
 * a query or a form body: NUL, a lone surrogate (its UTF-8 bytes, which decode to nothing valid), a
 * malformed escape, markup, a number past every integer and a value of 10,000 characters.
 */
export const fuzzValues: readonly string[] = [
  '%00',
  '%ED%A0%80',
  '%zz%',
  '%3Cscript%3E%22%27',
  '-99999999999999999999999',
  'a'.repeat(10_000),
];

/** Paths over every length limit: the API's 2,000 characters for a content address, and past it. */
export const longPaths: readonly string[] = [
  `/${'a'.repeat(2_100)}`,
  `/da/${'b'.repeat(2_100)}`,
  `/customer-center/orders/${'1'.repeat(2_100)}`,
  `/${'c/'.repeat(5_000)}`,
];

/** Every query parameter a web page reads (grep `searchParams.get` in apps/web/app). */
export const queryNames: readonly string[] = [
  'q',
  'page',
  'status',
  'language',
  'username',
  'token',
  'sent',
  'mail',
  'id',
  'form',
  'customer',
  'colorCode',
  'from',
  'to',
  'open',
  'orderId',
  'orderType',
  'search',
  'type',
  'cartId',
  'payment',
];

/**
 * Every screen of the route table in both languages, with a path parameter (`:id`, `*`) set to `value`.
 * Not the error screen: it answers the status it shows, 500 unless told another (spec).
 */
export function screenPaths(value: string): string[] {
  const screens = (Object.keys(routeTable) as RouteName[]).filter((name) => name !== 'error');
  return screens.flatMap((name) =>
    (['en', 'da'] as const).map((language) =>
      (routeTable[name][language] as string).replace(/:id\b/g, value).replace(/\*$/, value),
    ),
  );
}

export type FuzzAnswer = { status: number; method: string; url: string; note: string };

/** A GET or form POST without following redirects; the answer's body is read and dropped. */
export async function send(
  baseUrl: string,
  target: string,
  { cookie, body, note = '' }: { cookie?: string; body?: string; note?: string } = {},
): Promise<FuzzAnswer> {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${baseUrl}${target}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body,
    redirect: 'manual',
  });
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status, method: body === undefined ? 'GET' : 'POST', url: target, note };
}

/** Runs `tasks` with at most `width` in flight (the machine is small; the web server is one process). */
export async function inBatches<T>(tasks: Array<() => Promise<T>>, width = 4): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!;
        results.push(await task());
      }
    }),
  );
  return results;
}

/** A shop_session cookie value for `username`, from the web's own login form. */
export async function loginCookie(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}${localizePath('login', 'en')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: demoPassword }).toString(),
    redirect: 'manual',
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${sessionCookieName}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error(`${username} could not log in (${response.status})`);
  return cookie;
}

/** A not-logged-in (guest checkout) token: a real token of the API that belongs to no user. */
export async function guestToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${pathOf(endpoints.user.generateNotLoggedInToken)}`, {
    method: 'POST',
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

export type FuzzForm = { action: string; fields: string[]; intents: string[] };

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

/** The POST forms of a page's HTML: where they post, their field names and the intents their buttons send. */
export function postForms(html: string, pagePath: string): FuzzForm[] {
  const forms: FuzzForm[] = [];
  for (const match of html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)) {
    const [open = ''] = /<form\b[^>]*>/i.exec(match[0]) ?? [];
    if ((attribute(open, 'method') ?? 'get').toLowerCase() !== 'post') continue;
    const fields = new Set<string>();
    const intents = new Set<string>();
    for (const [tag] of match[0].matchAll(/<(input|select|textarea|button)\b[^>]*>/gi)) {
      const name = attribute(tag, 'name');
      if (!name) continue;
      if (name === 'intent') intents.add(attribute(tag, 'value') ?? '');
      else fields.add(name);
    }
    const action = attribute(open, 'action') || pagePath;
    forms.push({ action, fields: [...fields], intents: intents.size > 0 ? [...intents] : [''] });
  }
  return forms;
}

/**
 * Its own API host and web server with the demo data: the fuzzed forms save whatever the API accepts (a
 * 10,000-character name), which must not reach the servers the other browser tests share.
 */
export async function startFuzzServers() {
  const servers = await startOwnServers({ name: 'fuzz', env: { DEMO_STYLES: '8', SMTP_URL: '' } });
  return { baseUrl: servers.webUrl, stop: servers.stop };
}
