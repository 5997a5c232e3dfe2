import { describe, expect, it } from 'vitest';
import { type Middleware, resolveMiddleware } from './middleware-chain.ts';

const noop: Middleware = (_args, next) => next();

function run(middleware: Middleware) {
  // The unknown-name middleware never looks at its arguments.
  return middleware({} as Parameters<Middleware>[0], async () => new Response('ok'));
}

describe('resolveMiddleware', () => {
  it('resolves names in the given order', () => {
    const auth: Middleware = (_args, next) => next();
    const i18n: Middleware = (_args, next) => next();
    expect(resolveMiddleware({ auth, i18n, other: noop }, ['auth', 'i18n'])).toEqual([auth, i18n]);
  });

  it("answers 500 'Unknown middleware {name}' for a name not in the registry", () => {
    const [middleware] = resolveMiddleware({ auth: noop }, ['nope']);
    expect(middleware).toBeDefined();
    try {
      run(middleware!);
      expect.unreachable('the middleware should throw');
    } catch (error) {
      expect(error).toMatchObject({ data: 'Unknown middleware nope', init: { status: 500 } });
    }
  });

  it('does not resolve inherited object keys', () => {
    const [middleware] = resolveMiddleware({}, ['toString']);
    expect(() => run(middleware!)).toThrow();
  });
});
