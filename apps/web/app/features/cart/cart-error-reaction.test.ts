import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { cartErrorReaction } from './cart-error-reaction.ts';

const failure = (status: number, type: string, message = 'Server says no') =>
  new ApiError(status, { message, errorCode: `code-${status}`, type });

describe('cartErrorReaction (spec §8)', () => {
  it.each(['NotCartOwnerException', 'CartUsedInOrderException', 'ArgumentMissingException'])(
    '%s reloads the page, whatever the call',
    (type) => {
      for (const operation of ['create', 'write', 'calculate'] as const) {
        expect(cartErrorReaction(failure(409, type), operation)).toEqual({ kind: 'reload' });
      }
    },
  );

  it('ignores a failed cart creation', () => {
    expect(cartErrorReaction(failure(500, 'InternalServerError'), 'create')).toEqual({ kind: 'silent' });
  });

  it('treats a 401 of CalculateCart apart, and only of CalculateCart', () => {
    expect(cartErrorReaction(failure(401, 'UnauthorizedException', 'Unauthorized'), 'calculate')).toEqual({
      kind: 'calculation-unauthorized',
      message: 'Unauthorized',
    });
    expect(cartErrorReaction(new Error('Request failed with 401'), 'calculate').kind).toBe(
      'calculation-unauthorized',
    );
    expect(cartErrorReaction(failure(401, 'UnauthorizedException'), 'write').kind).toBe('danger');
  });

  it('shows the server message of any type containing BusinessCentralException', () => {
    expect(cartErrorReaction(failure(502, 'Erp.BusinessCentralException', 'Item blocked'), 'write')).toEqual({
      kind: 'business-central',
      message: 'Item blocked',
      errorCode: 'code-502',
    });
  });

  it('shows any other error raw, with the status when the server sent no body', () => {
    expect(cartErrorReaction(new ApiError(503, null), 'write')).toEqual({
      kind: 'danger',
      message: 'An unexpected server error occurred. (503)',
      errorCode: '503',
    });
    expect(cartErrorReaction(new TypeError('Failed to fetch'), 'calculate')).toEqual({
      kind: 'danger',
      message: 'Failed to fetch',
      errorCode: null,
    });
  });
});
