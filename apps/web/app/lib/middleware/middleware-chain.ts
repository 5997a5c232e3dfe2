import { data, type MiddlewareFunction } from 'react-router';

export type Middleware = MiddlewareFunction<Response>;

/** A middleware that fails every request: a misnamed middleware must never be skipped silently. */
export function unknownMiddleware(name: string): Middleware {
  return () => {
    throw data(`Unknown middleware ${name}`, { status: 500 });
  };
}

/**
 * Routes name their middlewares (`['auth', 'handle-sales-manager', 'i18n']`) and this resolves the names
 * against a registry, in order. An unknown name answers 500 'Unknown middleware {name}' (spec §8).
 */
export function resolveMiddleware(registry: Readonly<Record<string, Middleware>>, names: readonly string[]) {
  return names.map((name) => (Object.hasOwn(registry, name) ? registry[name]! : unknownMiddleware(name)));
}
