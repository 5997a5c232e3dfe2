import { describe, expect, it } from 'vitest';
import { isStagingLikeHost } from './staging-host.ts';

describe('isStagingLikeHost', () => {
  it('recognises staging, test, dev and preview hosts and local ones', () => {
    for (const host of [
      'staging.nordlys.dk',
      'shop-test.example.com',
      'dev.nordlys.dk',
      'pr-12.preview.example.com',
      'test2.nordlys.dk',
      'localhost',
      '127.0.0.1',
    ]) {
      expect(isStagingLikeHost(host), host).toBe(true);
    }
  });

  it('leaves production hosts indexable, even when a word merely contains the letters', () => {
    for (const host of [
      'www.nordlys.dk',
      'shop.nordlys.com',
      'devotion.dk',
      'contest.example.com',
      'latest.dk',
    ]) {
      expect(isStagingLikeHost(host), host).toBe(false);
    }
  });
});
