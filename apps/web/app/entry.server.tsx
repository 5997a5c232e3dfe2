import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { unavailableStatus } from './lib/api-refusal.server.ts';
import { hydrateAfterPaint } from './lib/hydrate-after-paint.server.ts';
import { createNonce, pageContentSecurityPolicy } from './lib/security-headers.server.ts';

export const streamTimeout = 5_000;

/** Long enough for a first start's demo seed to finish, short enough that a visitor's retry finds the shop. */
const retryAfterSeconds = 30;

/**
 * React Router's default Node entry, plus the page's Content-Security-Policy (ADR 32): every page gets a
 * fresh nonce, the policy allows inline scripts with that nonce only, and the nonce reaches every inline
 * script of the render: React Router's (ServerRouter hands it to <Scripts>, <ScrollRestoration> and the
 * streamed data) and React's own (the Suspense boundaries it streams in).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const nonce = createNonce();
  responseHeaders.set('Content-Security-Policy', pageContentSecurityPolicy(nonce));
  // The API host is down or still starting (ADR 96): ask browsers, crawlers and balancers to come back.
  if (responseStatusCode === unavailableStatus) responseHeaders.set('Retry-After', String(retryAfterSeconds));

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots (and SPA mode) get the whole page at once, people the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the render after streamTimeout, with a second to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          // React writes into the rewrite that starts hydration after the first paint (ADR 66).
          const paintFirst = hydrateAfterPaint(nonce);
          paintFirst.pipe(body);
          pipe(paintFirst);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; log those streamed after it.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
