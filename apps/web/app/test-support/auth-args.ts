import type { User } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { createCall } from '../lib/call-endpoint.ts';
import { sessionContext } from '../lib/middleware/request-context.ts';

/** A dealer acting for its own customer C10001 (demo data). */
export const dealer: User = {
  id: 'u-dealer',
  username: 'dealer@nordlys.demo',
  name: 'Dorthe Dealer',
  email: 'dealer@nordlys.demo',
  customerNumber: 'C10001',
  roles: [],
  permissionScope: 'All',
  customer: null,
  extraInfo: { impersonatorName: null },
};

/** A sales person, not impersonating anyone. */
export const salesPerson: User = {
  ...dealer,
  id: 'u-sales',
  username: 'sales@nordlys.demo',
  customerNumber: null,
  roles: ['impersonator'],
};

/**
 * A loader's arguments for a page request by `user` (null: an anonymous visitor), with the session the
 * auth middleware would have set; its `call` fails, as no helper under test should reach the API.
 */
export function authArgs(path: string, user: User | null) {
  const context = new RouterContextProvider();
  context.set(sessionContext, {
    token: user ? 'token' : null,
    call: createCall(async () => ({ status: 500, payload: null }), { validate: false }),
    user,
    responseCookies: [],
  });
  return { request: new Request(`http://shop.test${path}`), context };
}

/** What `run` threw (a redirect Response, an error page's data). */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error('expected a throw');
}
