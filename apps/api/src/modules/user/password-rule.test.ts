import { passwordRule } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { passwordRuleBreach, passwordTooWeak } from './password-rule.ts';

const username = 'dealer@nordlys.demo';

describe('the password rule', () => {
  it('wants 10 to 200 characters, counted as characters rather than bytes', () => {
    expect(passwordRule).toEqual({ minLength: 10, maxLength: 200 });
    expect(passwordRuleBreach('tram spor', username)).toBe('too-short');
    expect(passwordRuleBreach('tram spor!', username)).toBeNull();
    // Ten characters, twenty bytes in UTF-8.
    expect(passwordRuleBreach('æøåæøå ÆØÅ', username)).toBeNull();
    expect(passwordRuleBreach('🦊🦊🦊🦊🦊🦊🦊🦊🦊', username)).toBe('too-short');
    expect(passwordRuleBreach(`${'violet harbour tram '.repeat(10)}`, username)).toBeNull();
    expect(passwordRuleBreach(`${'violet harbour tram '.repeat(10)}x`, username)).toBe('too-long');
  });

  it('refuses common passwords, also in capitals or with digits and symbols around them', () => {
    for (const password of [
      'qwertyuiop',
      '1234567890',
      'password123',
      'Password2024!',
      'PASSWORD1234',
      '!!Sommer2024',
      'iloveyou123',
      'liverpool1234',
      'Kodeord12345',
      'qazwsxedc123',
    ]) {
      expect(passwordRuleBreach(password, username), password).toBe('too-common');
    }
  });

  it('refuses trivial patterns: few different characters, or a run of neighbouring ones', () => {
    for (const password of [
      'aaaaaaaaaaaa',
      'ababababab',
      '1212121212',
      'abcdefghijkl',
      'zyxwvutsrq',
      '5432109876',
    ]) {
      expect(passwordRuleBreach(password, username), password).toBe('too-common');
    }
    expect(passwordRuleBreach('abcdefghik', username)).toBeNull();
  });

  it('refuses the username, its part before @, and either with decoration', () => {
    expect(passwordRuleBreach('dealer@nordlys.demo', username)).toBe('same-as-username');
    expect(passwordRuleBreach('Dealer@Nordlys.Demo', username)).toBe('same-as-username');
    expect(passwordRuleBreach('dealer2024!!', username)).toBe('same-as-username');
    expect(passwordRuleBreach('jonasweber1', 'jonasweber')).toBe('same-as-username');
    expect(passwordRuleBreach('dealer of nordlys', username)).toBeNull();
  });

  it('accepts long unusual passphrases, in any script', () => {
    for (const password of [
      'violet harbour tram',
      'rødgrød med fløde',
      'Kj8#mQ2!vLp9',
      '東京タワーの夜景が好き',
    ]) {
      expect(passwordRuleBreach(password, username), password).toBeNull();
    }
  });

  it('explains a breach with its message, its part of the rule and the rule parameters', () => {
    const error = passwordTooWeak('too-short');
    expect(error.statusCode).toBe(400);
    expect(error.errorCode).toBe('password-too-weak');
    expect(error.message).toBe('The new password must be at least 10 characters long');
    expect(error.extra).toMatchObject({
      reason: 'too-short',
      minLength: 10,
      maxLength: 200,
      issues: [{ path: 'body.newPassword', message: error.message }],
    });
  });
});
