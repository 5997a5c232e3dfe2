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

export function forwardRequestHeaders(incoming: Headers, token: string | null, clientUrl: URL): Headers {
  const headers = new Headers();
  incoming.forEach((value, name) => {
    // The web's own cookies (session, locale…) are none of the API's business; the token goes as a bearer.
    if (!hopByHop.has(name) && name !== 'cookie' && name !== 'content-length') headers.set(name, value);
  });
  if (token) headers.set('authorization', `Bearer ${token}`);
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
 * Forward a browser request for /api, /images, /files or /sitemap to the API host: same method, path,
 * query and streamed body; status, headers and body come back as they are.
 */
export async function proxyToApi(request: Request, apiUrl: string, token: string | null): Promise<Response> {
  const clientUrl = new URL(request.url);
  const target = new URL(clientUrl.pathname + clientUrl.search, apiUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers: forwardRequestHeaders(request.headers, token, clientUrl),
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
