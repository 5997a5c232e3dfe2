import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { idMaxLength } from './common.ts';
import type { Endpoint } from './endpoint.ts';
import { allEndpoints } from './endpoints/index.ts';
import { type Issue, idFields, inputFor, issuePaths, pathOfField } from './id-fields.ts';

/**
 * Every id a request names is bounded (issue 29, ADR 71): a 10,000-character id in any field of any call is
 * refused by the contract, with the field in the issue's path (the API's 400 names it from there).
 */
describe('Ids in every contract', () => {
  it(`are at most ${idMaxLength} characters: a 10,000-character id is refused naming the field, in every call`, () => {
    const long = 'x'.repeat(10_000);
    const unbounded: string[] = [];
    let checked = 0;
    for (const endpoint of allEndpoints as readonly Endpoint[]) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (!schema) continue;
        for (const field of idFields(schema as z.ZodType)) {
          checked += 1;
          const path = pathOfField(field);
          const result = (schema as z.ZodType).safeParse(inputFor(field, long));
          const named =
            !result.success &&
            issuePaths(result.error.issues as unknown as Issue[]).some((issuePath) =>
              path.every((key, index) => String(issuePath[index]) === String(key)),
            );
          if (!named) unbounded.push(`${endpoint.operationId} ${part}.${path.join('.')}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect([...new Set(unbounded)]).toEqual([]);
  });
});
