import { describe, expect, it } from 'vitest';
import { describeValidationIssue, type ErrorCode, errorCatalogue } from './error-codes.ts';

describe('errorCatalogue', () => {
  it('answers every code with a client or server error status and an exception type', () => {
    for (const [code, { status, type }] of Object.entries(errorCatalogue)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(type, code).toMatch(/^[A-Z]\w*Exception$/);
    }
  });

  it('keeps the spec types the web reacts to', () => {
    const typeOf = (code: ErrorCode) => errorCatalogue[code].type;
    expect(typeOf('not-cart-owner')).toBe('NotCartOwnerException');
    expect(typeOf('cart-used-in-order')).toBe('CartUsedInOrderException');
    expect(typeOf('argument-missing')).toBe('ArgumentMissingException');
  });
});

describe('describeValidationIssue', () => {
  it('words an issue as the validation-failed message does', () => {
    expect(describeValidationIssue({ path: 'body.shippingAddress.zipCode', message: 'Required' })).toBe(
      'body/shippingAddress.zipCode: Required',
    );
    expect(describeValidationIssue({ path: 'query.AreaId', message: 'AreaId is required' })).toBe(
      'querystring/AreaId: AreaId is required',
    );
    expect(describeValidationIssue({ path: 'body', message: 'Expected object' })).toBe(
      'body: Expected object',
    );
    expect(describeValidationIssue({ path: 'params.b64Path', message: 'Too long' })).toBe(
      'params/b64Path: Too long',
    );
  });
});
