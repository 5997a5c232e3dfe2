import type { Area, User } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { createCall } from '../lib/call-endpoint.ts';
import { areaContext, languageContext, sessionContext } from '../lib/middleware/request-context.ts';

/** A call the API received from the code under test. */
export type SentCall = { method: string; url: string; body?: unknown };
/** What the API answers one call. */
export type ApiAnswer = { status: number; payload: unknown };

/**
 * A loader's or action's arguments for a request to `path` in area b2b (Danish under /da) by `user` (null: a
 * visitor), whose API answers each call by its operation (the path's last part), each answer used in turn when
 * a list is given; what was sent is recorded. A call without an answer is a 500. A `form` makes it a POST.
 */
export function apiRequest(
  path: string,
  user: User | null,
  answers: Record<string, ApiAnswer | ApiAnswer[]> = {},
  init: { form?: Record<string, string | string[]>; params?: Record<string, string> } = {},
) {
  const sent: SentCall[] = [];
  const context = new RouterContextProvider();
  context.set(sessionContext, {
    token: user ? 'token' : null,
    call: createCall(
      async (call) => {
        sent.push({ method: call.method, url: call.url, body: call.body });
        const operation = call.url.split('?')[0]?.split('/').pop() ?? '';
        const answer = answers[operation];
        const next = Array.isArray(answer) ? answer.shift() : answer;
        return next ?? { status: 500, payload: null };
      },
      { validate: false },
    ),
    user,
    responseCookies: [],
  });
  context.set(areaContext, async () => ({ areaId: 'b2b' }) as Area);
  context.set(languageContext, path.startsWith('/da') ? 'da' : 'en');
  let body: FormData | undefined;
  if (init.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(init.form))
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return {
    args: {
      request: new Request(`http://shop.test${path}`, { method: body ? 'POST' : 'GET', body }),
      context,
      params: init.params ?? {},
    },
    sent,
  };
}

/** What `run` rejected with (a redirect Response, an error page's data). */
export async function rejectionOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
