import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { addressFieldFor, toServerErrors } from './server-errors.ts';

const validation = (message: string) =>
  new ApiError(400, { message, errorCode: 'validation-failed', type: 'ValidationException' });

describe('toServerErrors', () => {
  const fieldFor = addressFieldFor('shippingAddress', ['comment']);

  it('puts each validation issue on its field and the rest on the form', () => {
    const error = validation(
      'body/shippingAddress.postalCode: postalCode is required; body/comment: Too long; body/area.areaId: Required',
    );
    expect(toServerErrors(error, fieldFor)).toEqual({
      fields: { 'address.postalCode': 'postalCode is required', comment: 'Too long' },
      form: 'body/area.areaId: Required',
    });
  });

  it('shows any other API error as the form error with the server message (spec §8)', () => {
    const error = new ApiError(409, {
      message: 'The cart 42 is already used in an order',
      errorCode: 'CartUsedInOrder',
      type: 'CartUsedInOrderException',
    });
    expect(toServerErrors(error, fieldFor)).toEqual({
      fields: {},
      form: 'The cart 42 is already used in an order',
    });
  });

  it('has a message for a failure without one', () => {
    expect(toServerErrors(new ApiError(502, null), fieldFor).form).toBe(
      'An unexpected server error occurred. (502)',
    );
    expect(toServerErrors('boom', fieldFor).form).toBe('error.unexpected');
    expect(toServerErrors(new TypeError('Failed to fetch'), fieldFor).form).toBe('Failed to fetch');
  });
});
