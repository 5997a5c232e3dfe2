import type { EndpointInput, GetContentByUrlResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { isApiError } from '../../lib/api-error.ts';
import type { Call } from '../../lib/call-endpoint.ts';

/**
 * GetContentByUrl as the page loader reads it: an unknown URL is `statusCode: 404` and a forbidden one
 * `403` (spec §8), whatever HTTP status carried the answer, so the loader decides which page that is.
 */
export async function contentByUrl(
  call: Call,
  input: EndpointInput<typeof endpoints.content.getContentByUrl>,
): Promise<GetContentByUrlResponse> {
  try {
    return await call(endpoints.content.getContentByUrl, input);
  } catch (error) {
    if (!isApiError(error) || (error.status !== 404 && error.status !== 403)) throw error;
    const answer = error.payload as Partial<GetContentByUrlResponse> | null;
    if (typeof answer?.statusCode === 'number') return answer as GetContentByUrlResponse;
    return { content: null, contentType: null, statusCode: error.status };
  }
}
