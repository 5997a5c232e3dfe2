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

/** What the BFF forwards, given the request's own URL and the client address the web server resolved. */
export type ForwardedRequest = { token: string | null; clientUrl: URL; clientAddress: string | null };

export function forwardRequestHeaders(
  incoming: Headers,
  { token, clientUrl, clientAddress }: ForwardedRequest,
): Headers {
  const headers = new Headers();
  incoming.forEach((value, name) => {
    // The web's own cookies (session, locale…) are none of the API's business; the token goes as a bearer.
    if (hopByHop.has(name) || addressClaims.has(name) || name === 'cookie' || name === 'content-length')
      return;
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
    // fetch already decoded the body, so its encoding and length no longer describe what we send.
    if (
      hopByHop.has(name) ||
      name === 'content-encoding' ||
      name === 'content-length' ||
      name === 'set-cookie'
    ) {
      return;
    }
    headers.set(name, value);
  });
  for (const cookie of incoming.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}

/**
 * Forward a browser request for a proxied path (lib/pass-through-paths.ts: /api, /backoffice/api, /images,
 * /files, /sitemap, robots.txt) to the API host: same method, path, query and streamed body, with the
 * visitor's bearer `token` and `X-Forwarded-For: clientAddress`; status, headers and body come back as
 * they are.
 */
export async function proxyToApi(
  request: Request,
  { apiUrl, token, clientAddress }: { apiUrl: string; token: string | null; clientAddress: string | null },
): Promise<Response> {
  const clientUrl = new URL(request.url);
  const target = new URL(clientUrl.pathname + clientUrl.search, apiUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers: forwardRequestHeaders(request.headers, { token, clientUrl, clientAddress }),
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      signal: request.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (error) {
    if (request.signal.aborted) throw error;
    const body = {
      message: 'The API host is not reachable',
      errorCode: 'BadGateway',
      type: 'BadGatewayException',
    };
    return Response.json(body, { status: 502 });
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: forwardResponseHeaders(upstream.headers),
  });
}
