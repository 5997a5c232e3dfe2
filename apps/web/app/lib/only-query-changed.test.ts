import { describe, expect, it } from 'vitest';
import { onlyQueryChanged } from './only-query-changed.ts';

const url = (path: string) => new URL(path, 'http://shop');

describe('onlyQueryChanged', () => {
  it('is true when only the query changes', () => {
    expect(
      onlyQueryChanged({ currentUrl: url('/girls?color=rose'), nextUrl: url('/girls?color=blue') }),
    ).toBe(true);
    expect(onlyQueryChanged({ currentUrl: url('/girls'), nextUrl: url('/girls?p=2') })).toBe(true);
  });

  it('is false for another page, the same URL again, or a form submission', () => {
    expect(onlyQueryChanged({ currentUrl: url('/girls'), nextUrl: url('/boys') })).toBe(false);
    expect(onlyQueryChanged({ currentUrl: url('/girls?p=2'), nextUrl: url('/girls?p=2') })).toBe(false);
    expect(
      onlyQueryChanged({ currentUrl: url('/login?x=1'), nextUrl: url('/login'), formMethod: 'POST' }),
    ).toBe(false);
  });
});
