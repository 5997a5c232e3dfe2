import { localizePath } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from './support/session.ts';
import {
  type FuzzAnswer,
  type FuzzForm,
  fuzzValues,
  guestToken,
  inBatches,
  loginCookie,
  longPaths,
  postForms,
  queryNames,
  screenPaths,
  send,
  startFuzzServers,
} from './support/web-fuzz-kit.ts';

/**
 * Bad input never gives a 5xx (issue 29, ADR 71): every screen of the route table and every POST form its
 * pages render, as a visitor, a dealer, a sales person and back-office staff, with NUL, lone surrogates,
 * malformed escapes and 10,000-character values in the path, the query and every form field, over-long
 * paths, and session cookies that are malformed or belong to no user. The count of requests is fixed by
 * the route table, the demo's forms and the values; all go to loopback.
 */
let servers: Awaited<ReturnType<typeof startFuzzServers>>;
let baseUrl: string;

beforeAll(async () => {
  servers = await startFuzzServers();
  baseUrl = servers.baseUrl;
}, 240_000);

afterAll(async () => {
  await servers?.stop();
});

const serverErrors = (answers: FuzzAnswer[]) =>
  answers
    .filter((answer) => answer.status >= 500)
    .map((a) => `${a.status} ${a.method} ${a.url.slice(0, 120)} ${a.note}`);

function pageTasks(cookie: string | undefined, note: string) {
  const targets = [
    ...fuzzValues.flatMap((value) => screenPaths(value)),
    ...screenPaths('1').flatMap((path) =>
      fuzzValues.map((value) => `${path}?${queryNames.map((name) => `${name}=${value}`).join('&')}`),
    ),
    ...longPaths,
  ];
  return [...new Set(targets)].map((target) => () => send(baseUrl, target, { cookie, note }));
}

/** Every POST form of every screen as this user sees it, each field set to each fuzz value in turn. */
async function formTasks(cookie: string | undefined, note: string) {
  const forms = new Map<string, FuzzForm>();
  for (const path of screenPaths('1')) {
    const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    for (const form of postForms(await response.text(), path)) {
      // A logout would end the session the rest of the run goes on with.
      if (/logout/i.test(form.action)) continue;
      const key = `${form.action} ${form.intents.join(',')} ${form.fields.join(',')}`;
      forms.set(key, form);
    }
  }
  return [...forms.values()].flatMap((form) =>
    form.intents.flatMap((intent) =>
      ['', ...fuzzValues].map((value) => () => {
        const fields = form.fields.map((name) => `${encodeURIComponent(name)}=${value}`);
        const body = [...(intent ? [`intent=${encodeURIComponent(intent)}`] : []), ...fields].join('&');
        return send(baseUrl, form.action, { cookie, body, note: `${note} form` });
      }),
    ),
  );
}

describe('The web server under bad input', () => {
  it('answers no 5xx to bad paths, queries and forms, for a visitor and each kind of user', async () => {
    const identities: Array<[string, string | undefined]> = [['visitor', undefined]];
    for (const username of ['dealer@nordlys.demo', 'sales@nordlys.demo', 'manager@nordlys.demo'])
      identities.push([username, await loginCookie(baseUrl, username)]);
    const answers: FuzzAnswer[] = [];
    for (const [note, cookie] of identities) {
      answers.push(...(await inBatches(pageTasks(cookie, note))));
      answers.push(...(await inBatches(await formTasks(cookie, note))));
    }
    console.log(`web fuzz: ${answers.length} requests`);
    expect(answers.length).toBeGreaterThan(2_000);
    expect(serverErrors(answers)).toEqual([]);
  }, 900_000);

  it('drops a malformed or foreign session cookie and goes on anonymously', async () => {
    const guest = await guestToken(baseUrl);
    const cookies = [
      `${sessionCookieName}=%00`,
      `${sessionCookieName}=${guest}`,
      `${sessionCookieName}=${'a'.repeat(10_000)}`,
      `${sessionCookieName}=%ED%A0%80`,
      'redirect=%00',
      'locale=%00; shop_flash=%00',
    ];
    const answers: FuzzAnswer[] = [];
    for (const cookie of cookies) {
      const home = await fetch(`${baseUrl}/`, { headers: { Cookie: cookie }, redirect: 'manual' });
      expect(home.status, cookie.slice(0, 40)).toBe(200);
      if (cookie.startsWith(sessionCookieName)) {
        // Dropped: the answer clears it, so the next page is a plain visitor's.
        expect(home.headers.getSetCookie().join('\n'), cookie.slice(0, 40)).toMatch(
          new RegExp(`^${sessionCookieName}=;.*Max-Age=0`, 'm'),
        );
      }
      answers.push(
        ...(await inBatches(
          screenPaths('1').map((path) => () => send(baseUrl, path, { cookie, note: cookie.slice(0, 40) })),
        )),
      );
    }
    // A login page with such a cookie still logs a dealer in.
    const login = await fetch(`${baseUrl}${localizePath('login', 'en')}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: `${sessionCookieName}=${guest}`,
      },
      body: 'username=dealer%40nordlys.demo&password=nordlys-demo',
      redirect: 'manual',
    });
    expect(login.status).toBe(302);
    expect(serverErrors(answers)).toEqual([]);
  }, 300_000);
});
