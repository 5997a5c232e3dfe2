import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.ts';

// The shape React Router hands a boundary for `throw data(body, { status })`.
const routeError = (status: number, data: unknown, statusText = '') => ({
  status,
  statusText,
  internal: false,
  data,
});

describe('describeError', () => {
  it('reads status and message from a thrown response', () => {
    expect(describeError(routeError(500, 'Unknown middleware x'))).toEqual({
      status: 500,
      message: 'Unknown middleware x',
      details: null,
    });
    expect(describeError(routeError(404, null, 'Not Found'))).toMatchObject({
      status: 404,
      message: 'Not Found',
    });
  });

  it('defaults to status 500 without a message', () => {
    expect(describeError('boom')).toEqual({ status: 500, message: null, details: null });
    expect(describeError(new Error('secret'))).toMatchObject({ status: 500, message: null });
  });
});
