import type { ValidationIssue } from '@shop/contracts';
import { describeValidationIssue } from '@shop/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { addressFieldFor, toServerErrors } from './server-errors.ts';

/** A 400 as the API answers a refused body: the issues, and the message that lists them. */
const validation = (...issues: ValidationIssue[]) =>
  new ApiError(400, {
    message: issues.map(describeValidationIssue).join('; '),
    errorCode: 'validation-failed',
    type: 'ValidationException',
    issues,
  });

describe('toServerErrors', () => {
  const fieldFor = addressFieldFor('shippingAddress', ['comment']);

  it('shows a refusal for the permission scope by its code, which the page translates', () => {
    const error = new ApiError(403, {
      message:
        'Your permission scope Shipping does not include placing orders; it takes one of: Release, All',
      errorCode: 'permission-scope.release-required',
      type: 'PermissionScopeException',
    });
    expect(toServerErrors(error, fieldFor)).toEqual({
      fields: {},
      form: 'permission-scope.release-required',
    });
  });

  it("says a stock refusal in the user's language, never the API's English (issue 28)", () => {
    const error = new ApiError(409, {
      message: 'not enough stock for Vilma Dress Rose 98 (NL10001): 0 available, 1 ordered',
      errorCode: 'not-enough-stock',
      type: 'OutOfStockException',
    });
    expect(toServerErrors(error, fieldFor)).toEqual({ fields: {}, form: 'api-error.not-enough-stock' });
  });

  it('puts each validation issue on its field and the rest on the form', () => {
    const error = validation(
      { path: 'body.shippingAddress.postalCode', message: 'postalCode is required' },
      { path: 'body.comment', message: 'Too long' },
      { path: 'body.area.areaId', message: 'Required' },
      { path: 'body.comment', message: 'Not a second message' },
    );
    expect(toServerErrors(error, fieldFor)).toEqual({
      fields: { 'address.postalCode': 'postalCode is required', comment: 'Too long' },
      form: 'body/area.areaId: Required',
    });
  });

  it('words the issues it cannot place as the API does, and places none outside body, query and params', () => {
    const error = validation(
      { path: 'query.AreaId', message: 'Required' },
      { path: 'body', message: 'Expected object' },
      { path: 'headers.comment', message: 'Too long' },
    );
    expect(toServerErrors(error, fieldFor)).toEqual({
      fields: {},
      form: 'querystring/AreaId: Required; body: Expected object; headers/comment: Too long',
    });
  });

  it('shows a 400 without issues as the form error, also when its message names a field', () => {
    const message = 'shippingMethod.internalId: "X" is not offered for DK; expected one of GLS';
    const error = new ApiError(400, {
      message,
      errorCode: 'shipping-method-not-offered',
      type: 'ValidationException',
    });
    expect(toServerErrors(error, () => 'shippingMethodId')).toEqual({ fields: {}, form: message });
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
