import { RequestId } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { newRequestId } from './new-request-id.ts';

describe('newRequestId', () => {
  it('makes UUIDs the contract accepts, a different one each time', () => {
    const ids = Array.from({ length: 200 }, newRequestId);
    for (const id of ids) expect(RequestId.safeParse(id).success, id).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
