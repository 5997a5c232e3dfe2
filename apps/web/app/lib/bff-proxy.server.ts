import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { createReadableStreamFromReadable } from '@react-router/node';
import { bodyLimitFor, bodyTooLarge, limitBody } from './body-limits.server.ts';

/** Headers that describe one connection, not the message; a proxy must not forward them (RFC 9110 §7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/**
 * Claims about the client's address. The API host trusts X-Forwarded-For from the web server (loopback), so
 * whatever a browser puts there would become its address for the rate limits: the web states it instead.
 */
const addressClaims = new Set(['x-forwarded-for', 'forwarded', 'x-real-ip']);

/** `Expect: 100-continue` (curl sends it with a large body) was answered by the web server itself. */
const answeredHere = new Set(['expect']);

/** What the BFF forwards, given the request's own URL and the client address the web server resolved. */
export type ForwardedRequest = { token: string | null; clientUrl: URL; clientAddress: string | null };

export function forwardRequestHeaders(
  incoming: Headers,
  { token, clientUrl, clientAddress }: ForwardedRequest,
): Headers {
  const headers = new Headers();
  incoming.forEach((value, name) => {
    // The web's own cookies (session, locale…) are none of the API's business; the token goes as a bearer.
    // Content-Length goes on with the streamed body: the API host refuses a body over its limit from the
    // length alone, and answers before it has read it (with no length it reads up to its limit, answers 413
    // and closes, and the body still streaming fails with EPIPE, a 502 instead of its 413).
    if (hopByHop.has(name) || addressClaims.has(name) || answeredHere.has(name) || name === 'cookie') return;
    headers.set(name, value);
  });
  if (token) headers.set('authorization', `Bearer ${token}`);
  // Without an address (`react-router dev`) the API host sees the web server's own, never the client's claim.
  if (clientAddress) headers.set('x-forwarded-for', clientAddress);
  headers.set('x-forwarded-host', clientUrl.host);
  headers.set('x-forwarded-proto', clientUrl.protocol.replace(':', ''));
  return headers;
}

export function forwardResponseHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  incoming.forEach((value, name) => {
    // The body goes on as the API sent it, so its encoding and length still describe it.
    if (hopByHop.has(name) || name === 'set-cookie') return;
    headers.set(name, value);
  });
  for (const cookie of incoming.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}

/** Connections to the API host are kept open between calls, as fetch's pool did. */
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/** Statuses whose answer has no body (and HEAD's answers): a Response cannot be made with one. */
const bodyless = new Set([101, 204, 205, 304]);

function responseOf(incoming: IncomingMessage, method: string): Response {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!);
  const status = incoming.statusCode ?? 502;
  const hasBody = method !== 'HEAD' && !bodyless.has(status);
  if (!hasBody) incoming.resume();
  return new Response(hasBody ? createReadableStreamFromReadable(incoming) : null, {
    status,
    statusText: incoming.statusMessage,
    headers: forwardResponseHeaders(headers),
  });
}

/** Resolves when `outgoing` takes more data again, or is gone. */
function drained(outgoing: ClientRequest): Promise<void> {
  return new Promise((resume) => {
    const done = () => {
      outgoing.off('drain', done);
      outgoing.off('close', done);
      resume();
    };
    outgoing.on('drain', done);
    outgoing.on('close', done);
  });
}

/**
 * Sends `body` on to the API host as it arrives. When the API stops taking it (it answered and closed the
 * connection), the rest is read and dropped: cancelling the client's body would cut the client's connection
 * before it gets the API's answer. A body that fails (over its limit, the client gone) ends the call.
 */
async function upload(body: ReadableStream<Uint8Array>, outgoing: ClientRequest): Promise<void> {
  const reader = body.getReader();
  let stopped = false;
  outgoing.once('error', () => {
    stopped = true;
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Let the events already waiting run first: an answer the API has sent is read before the next write,
      // which would fail once the API has closed the connection, and Node drops the unread answer then.
      await new Promise((resume) => setImmediate(resume));
      if (stopped || outgoing.destroyed) continue;
      if (!outgoing.write(value)) await drained(outgoing);
    }
    if (!stopped) outgoing.end();
  } catch (error) {
    outgoing.destroy(error as Error);
  }
}

/**
 * One call to the API host over node:http, resolved with the API's answer as soon as its head arrives; a
 * failed upload after it changes nothing. Not fetch: when the API answers before it has the whole body and
 * closes the connection (Fastify does with a body over a route's own limit), the rest of the upload fails
 * with EPIPE and fetch fails the call, answer or not (the API's close can even drop its own answer when unread
 * data turns it into a reset). So no API route has a limit of its own below the web's: the limits the web
 * knows (body-limits.server.ts) are the API's, and a body over them gets the API's 413 from the web itself.
 */
function callApi(
  target: URL,
  init: {
    method: string;
    headers: Headers;
    body: ReadableStream<Uint8Array> | undefined;
    signal: AbortSignal;
  },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const https = target.protocol === 'https:';
    const send = https ? httpsRequest : httpRequest;
    const outgoing = send(target, {
      method: init.method,
      headers: Object.fromEntries(init.headers),
      agent: https ? agents.https : agents.http,
      signal: init.signal,
    });
    outgoing.on('response', (incoming) => resolve(responseOf(incoming, init.method)));
    // Before the answer: the call failed. After it: the rest of the body was not wanted.
    outgoing.on('error', reject);
    if (init.body) void upload(init.body, outgoing);
    else outgoing.end();
  });
}

/**
 * Forward a browser request for a proxied path (lib/pass-through-paths.ts: /api, /backoffice/api, /images,
 * /files, /sitemap, robots.txt) to the API host: same method, path, query and streamed body, with the
 * visitor's bearer `token` and `X-Forwarded-For: clientAddress`; status, headers and body come back as
 * they are (the API's 413 stays a 413). The body streams through, never buffered here; one sent without a
 * length is counted as it goes and stopped with a 413 past the route's limit (lib/body-limits.server.ts).
 */
export async function proxyToApi(
  request: Request,
  { apiUrl, token, clientAddress }: { apiUrl: string; token: string | null; clientAddress: string | null },
): Promise<Response> {
  const clientUrl = new URL(request.url);
  const target = new URL(clientUrl.pathname + clientUrl.search, apiUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let overLimit = false;
  const body =
    hasBody && request.body
      ? limitBody(request.body, bodyLimitFor(clientUrl.pathname), () => {
          overLimit = true;
        })
      : undefined;
  try {
    return await callApi(target, {
      method: request.method,
      headers: forwardRequestHeaders(request.headers, { token, clientUrl, clientAddress }),
      body,
      signal: request.signal,
    });
  } catch (error) {
    if (overLimit) return bodyTooLarge(clientUrl.pathname);
    if (request.signal.aborted) throw error;
    const answer = {
      message: 'The API host is not reachable',
      errorCode: 'BadGateway',
      type: 'BadGatewayException',
    };
    return Response.json(answer, { status: 502 });
  }
}
