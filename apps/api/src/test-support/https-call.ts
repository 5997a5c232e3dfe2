import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { type Endpoint, type EndpointInput, pathOf, queryStringOf } from '@shop/contracts';

/** An answer as a test reads it: status, headers and the body parsed as JSON when it is JSON. */
export type HttpsAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads what it asserts of the answer, as JSON
  body: any;
};

/**
 * Calls an endpoint by its definition over https to a server whose certificate `caFile` signs (the cluster's
 * self-signed one), as a browser past nginx would, without turning certificate checks off for the process.
 */
export function httpsCall<E extends Endpoint>(
  baseUrl: string,
  caFile: string,
  endpoint: E,
  input: EndpointInput<E> | Record<string, never> = {},
  options: { token?: string | null; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpsAnswer> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  const search = queryStringOf(query as Record<string, unknown> | undefined);
  const url = new URL(`${pathOf(endpoint, params)}${search ? `?${search}` : ''}`, baseUrl);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { method: endpoint.method, headers, ca: readFileSync(caFile), timeout: options.timeoutMs ?? 30_000 },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: the text as it came
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
        response.on('error', reject);
      },
    );
    call.on('timeout', () => call.destroy(new Error(`${endpoint.operationId}: no answer in time`)));
    call.on('error', reject);
    call.end(payload);
  });
}
