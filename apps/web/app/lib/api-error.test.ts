import { inspect } from 'node:util';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, refusalStatus, refusedField } from './api-error.ts';
import { apiErrorOf } from './api-refusal.server.ts';
import { hasMalformedSessionCookie, readSessionToken } from './session.server.ts';

const validation = (path: string) => ({
  message: 'Validation failed',
  errorCode: 'validation-failed',
  type: 'ValidationException',
  issues: [{ path, message: `${path} contains a character that cannot be stored (NUL)` }],
});

describe('ApiError (ADR 71)', () => {
  it('is a route error response with its status for a 4xx, so a loader that lets it through answers that status', () => {
    for (const status of [400, 404]) {
      const error = new ApiError(status, null);
      expect(isRouteErrorResponse(error)).toBe(true);
      expect(error).toMatchObject({ status, statusText: '', data: '' });
    }
  });

  it('stays an Error of the web server for a 5xx other than 503', () => {
    for (const status of [500, 502]) {
      const error = apiErrorOf(status, null);
      expect(error).toBeInstanceOf(Error);
      expect(isRouteErrorResponse(error)).toBe(false);
      expect('data' in error).toBe(false);
    }
  });

  it("is React Router's own route error response when a call is refused (4xx) or the API host is unavailable (503)", () => {
    // Not an Error: React Router's production build would replace it with a bare "Unexpected Server Error", and
    // the page would say "Status 500" under a 400 once its scripts ran (ADR 96).
    const body = validation('body.username');
    for (const status of [400, 404, 503]) {
      const error = apiErrorOf(status, body);
      expect(error).toBeInstanceOf(UNSAFE_ErrorResponseImpl);
      expect(error).not.toBeInstanceOf(Error);
      expect(isApiError(error)).toBe(true);
      expect(isRouteErrorResponse(error)).toBe(true);
      expect(error).toMatchObject({ status, statusText: '', data: '', body, payload: body });
      expect(error.message).toBe('Validation failed');
      expect(String(error)).toBe('Validation failed');
      expect(inspect(error)).toBe(`ApiError ${status}: Validation failed`);
      // What React Router sends the browser is the status and the empty data, never the API's body.
      expect(Object.keys(error).sort()).toEqual(['data', 'internal', 'status', 'statusText']);
    }
    expect(apiErrorOf(503, null).message).toBe('An unexpected server error occurred. (503)');
  });

  it("gives a form the API's 4xx as it is and 502 when the API failed or did not answer", () => {
    expect(refusalStatus(new ApiError(400, null))).toBe(400);
    expect(refusalStatus(new ApiError(409, null))).toBe(409);
    expect(refusalStatus(new ApiError(500, null))).toBe(502);
    expect(refusalStatus(new TypeError('fetch failed'))).toBe(502);
  });

  it('names the form field a 400 refused', () => {
    const error = new ApiError(400, validation('body.username'));
    expect(refusedField(error, ['username', 'password'])).toBe('username');
    expect(refusedField(error, ['password'])).toBeNull();
    expect(refusedField(new ApiError(409, validation('body.username')), ['username'])).toBeNull();
  });
});

describe('The session cookie', () => {
  const withCookie = (value: string) => new Request('http://shop.example/', { headers: { Cookie: value } });

  it('is read as a token only when it is one: a NUL, a lone surrogate or 10,000 characters are dropped', () => {
    const token = 'AbC-_123456789012345678901234567890123456789';
    expect(readSessionToken(withCookie(`shop_session=${token}`))).toBe(token);
    for (const bad of ['%00', '%ED%A0%80', 'a b', 'a'.repeat(10_000), '%3Cscript%3E']) {
      expect(readSessionToken(withCookie(`shop_session=${bad}`)), bad.slice(0, 20)).toBeNull();
      expect(hasMalformedSessionCookie(withCookie(`shop_session=${bad}`))).toBe(true);
    }
    expect(hasMalformedSessionCookie(withCookie(`shop_session=${token}`))).toBe(false);
    expect(hasMalformedSessionCookie(withCookie('locale=da'))).toBe(false);
  });
});
