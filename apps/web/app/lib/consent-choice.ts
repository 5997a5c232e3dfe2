/**
 * The visitor's cookie choice (ADR 79): one first-party cookie, set by the browser when the visitor chooses,
 * holding only the two purposes' answers and the day of the choice. It is itself necessary (it remembers a
 * refusal), so it needs no consent. Shared by the server (whether to render the banner) and the browser.
 */
export const consentCookieName = 'shop_consent';

/** How long a choice is remembered before the banner asks again: six months. */
export const consentMaxAgeSeconds = 182 * 24 * 60 * 60;

/** The purposes a visitor may allow; necessary cookies (session, basket, language) need no consent. */
export type ConsentChoice = {
  statistics: boolean;
  marketing: boolean;
  /** The day of the choice, `YYYY-MM-DD` (UTC). */
  date: string;
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The stored choice, or null when there is none or it is not one this shop wrote (the banner asks again). */
export function parseConsentChoice(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { statistics, marketing, date } = parsed as Record<string, unknown>;
  if (typeof statistics !== 'boolean' || typeof marketing !== 'boolean') return null;
  if (typeof date !== 'string' || !isoDay.test(date) || Number.isNaN(Date.parse(date))) return null;
  return { statistics, marketing, date };
}

/** A choice made now. */
export function consentChoiceOf(
  purposes: { statistics: boolean; marketing: boolean },
  now: Date = new Date(),
): ConsentChoice {
  return {
    statistics: purposes.statistics,
    marketing: purposes.marketing,
    date: now.toISOString().slice(0, 10),
  };
}

/** The cookie's value: the choice as JSON, nothing else (no identifier, no page, no user). */
export function consentCookieValue(choice: ConsentChoice): string {
  return JSON.stringify({ statistics: choice.statistics, marketing: choice.marketing, date: choice.date });
}

/** Where a choice made through the server goes back to: a path of this site only, else the front page. */
export function returnPathOf(path: unknown): string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
    ? path
    : '/';
}
