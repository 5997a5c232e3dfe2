import { readFileSync } from 'node:fs';
import { type PasswordRuleBreach, passwordRule } from '@shop/contracts';
import { type AppError, appError } from '../../lib/app-error.ts';

let commonPasswords: ReadonlySet<string> | null = null;

/**
 * The most common passwords of public breach lists, lower case, one a line (common-passwords.txt, ADR 40).
 * Read once, on the first check.
 */
function common(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return commonPasswords;
}

/** Digits, punctuation, symbols and spaces around a word: `Summer2024!` is `summer` with decoration. */
const decoration = /^[\p{N}\p{P}\p{S}\p{Z}]+|[\p{N}\p{P}\p{S}\p{Z}]+$/gu;

/** The step from one character to the next; digits wrap (`…7890`, `…2109`) as they do on a keyboard row. */
function stepOf(from: number, to: number): number {
  const digit = (code: number) => code >= 48 && code <= 57;
  if (!digit(from) || !digit(to)) return to - from;
  const step = (to - from + 10) % 10;
  return step === 9 ? -1 : step;
}

/** True for a run of neighbouring characters either way (`abcdefghij`, `5432109876`). */
function isRun(chars: readonly string[]): boolean {
  const codes = chars.map((char) => char.codePointAt(0) ?? 0);
  const step = stepOf(codes[0] ?? 0, codes[1] ?? 0);
  if (step !== 1 && step !== -1) return false;
  return codes.every((code, i) => i === 0 || stepOf(codes[i - 1] ?? 0, code) === step);
}

/**
 * Which part of the password rule (passwordRule in @shop/contracts) a new password breaks, or null when it
 * passes: length in characters (not bytes) within the bounds; not one of the common passwords, also not
 * with digits or symbols around one (`Password123!`), and not a guessable pattern (fewer than four different
 * characters, or a run like `abcdefghij`); not the username, nor its part before `@`, nor either decorated.
 */
export function passwordRuleBreach(password: string, username: string): PasswordRuleBreach | null {
  const chars = [...password];
  if (chars.length < passwordRule.minLength) return 'too-short';
  if (chars.length > passwordRule.maxLength) return 'too-long';
  const lower = password.normalize('NFKC').toLowerCase();
  const core = lower.replace(decoration, '');
  const name = username.normalize('NFKC').trim().toLowerCase();
  const localPart = name.includes('@') ? name.slice(0, name.indexOf('@')) : name;
  const names = [name, localPart].filter((candidate) => candidate.length >= 3);
  if (names.includes(lower) || names.includes(core)) return 'same-as-username';
  const list = common();
  if (list.has(lower) || (core.length >= 4 && list.has(core))) return 'too-common';
  const lowerChars = [...lower];
  if (new Set(lowerChars).size < 4 || isRun(lowerChars)) return 'too-common';
  return null;
}

const explanations: Record<PasswordRuleBreach, string> = {
  'too-short': `The new password must be at least ${passwordRule.minLength} characters long`,
  'too-long': `The new password must be at most ${passwordRule.maxLength} characters long`,
  'too-common': 'The new password is too common or too easy to guess; choose a longer or less usual one',
  'same-as-username': 'The new password must not be the username',
};

/** The 400 `password-too-weak` for a breach: its message names the rule, its fields let the web show it. */
export function passwordTooWeak(reason: PasswordRuleBreach): AppError {
  const message = explanations[reason];
  return appError('password-too-weak', message, {
    reason,
    minLength: passwordRule.minLength,
    maxLength: passwordRule.maxLength,
    issues: [{ path: 'body.newPassword', message }],
  });
}

/** Throws `password-too-weak` when the new password breaks the rule. */
export function assertPasswordRule(password: string, username: string): void {
  const reason = passwordRuleBreach(password, username);
  if (reason) throw passwordTooWeak(reason);
}
