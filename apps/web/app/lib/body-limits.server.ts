import { errorCatalogue, maxImportFileBytes } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { isProxiedPath } from './pass-through-paths.ts';

/**
 * How large a request body the web server takes, per route (ADR 32). Larger ones are refused with 413 before
 * anything reads them: the declared Content-Length is checked first (lib/middleware/security.server.ts), and
 * the proxy counts the bytes of a body sent without one as it streams them on (lib/bff-proxy.server.ts).
 */

/** The web's own forms (login, logout): a few short fields. */
export const formBodyLimitBytes = 64 * 1024;

/** The API host's limit for any body it parses itself (`bodyLimit` in apps/api/src/app.ts). */
export const apiBodyLimitBytes = 1024 * 1024;

/**
 * ImportCart's multipart body: the file the API accepts (maxImportFileBytes) and room for the form's other
 * fields and part headers (the API takes at most 8 fields of 4 KB). Anything larger the API refuses too.
 */
export const importBodyLimitBytes = maxImportFileBytes + 64 * 1024;

const importCartPath = endpoints.cart.importCart.path;

/** The largest body the web server takes for `pathname`. */
export function bodyLimitFor(pathname: string): number {
  if (pathname === importCartPath) return importBodyLimitBytes;
  if (isProxiedPath(pathname)) return apiBodyLimitBytes;
  return formBodyLimitBytes;
}

/**
 * The 413 for a body over the limit of `pathname`. A proxied call gets what the API host answers for the same
 * body (ImportCart's `import-file-too-large`, otherwise Fastify's own body-too-large error), so a client
 * cannot tell which of the two refused it; a form gets a short text.
 */
export function bodyTooLarge(pathname: string): Response {
  const headers = { 'Cache-Control': 'no-store' };
  if (pathname === importCartPath) {
    const code = 'import-file-too-large';
    return Response.json(
      {
        message: `The file is larger than ${maxImportFileBytes / 1024 / 1024} MB`,
        errorCode: code,
        type: errorCatalogue[code].type,
      },
      { status: 413, headers },
    );
  }
  if (isProxiedPath(pathname)) {
    return Response.json(
      {
        message: 'Request body is too large',
        errorCode: 'FST_ERR_CTP_BODY_TOO_LARGE',
        type: errorCatalogue['bad-request'].type,
      },
      { status: 413, headers },
    );
  }
  return new Response('Payload Too Large', { status: 413, headers });
}

/**
 * The declared length of a request's body: a number, null when it declares none (no body, or a chunked one),
 * NaN when the header is not a length.
 */
export function declaredBodyLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null) return null;
  return /^\d+$/.test(header.trim()) ? Number(header.trim()) : Number.NaN;
}

/** True when the request's body comes in chunks, with no length declared up front. */
export function isChunked(request: Request): boolean {
  return request.headers.get('transfer-encoding') !== null && request.headers.get('content-length') === null;
}

/**
 * `body` as it streams, failing once more than `limit` bytes have passed (a body sent in chunks declares no
 * length up front); `onExceeded` is told first. The rest of the body is then read and dropped, never kept:
 * the client's upload completes and it reads the 413 (cancelling the body would cut the connection, and the
 * client would see a reset instead of the answer), as Node does with a declared body nobody read.
 */
export function limitBody(
  body: ReadableStream<Uint8Array>,
  limit: number,
  onExceeded: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      received += value.byteLength;
      if (received <= limit) return controller.enqueue(value);
      onExceeded();
      controller.error(new Error(`The request body is larger than ${limit} bytes`));
      void discard(reader);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to drop.
  }
}
