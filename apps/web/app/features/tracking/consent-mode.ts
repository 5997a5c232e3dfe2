import type { ConsentChoice } from '../../lib/consent-choice.ts';

/**
 * Google Consent Mode v2 on the tracking layer (ADR 79). The consent state goes to `window.dataLayer` the way
 * `gtag()` sends it, as the call's `arguments` object (a tag manager reads only that as a command, not a plain
 * array or object): first the default, everything that stores or shares for statistics or marketing denied,
 * before any other entry; then an `update` with the visitor's choice, on the page after a stored choice and
 * whenever the visitor chooses.
 */
export type ConsentState = 'granted' | 'denied';

export type ConsentModeDefault = {
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  analytics_storage: ConsentState;
  functionality_storage: ConsentState;
  security_storage: ConsentState;
  wait_for_update: number;
};

export type ConsentModeUpdate = Pick<
  ConsentModeDefault,
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage'
>;

export const consentModeDefault: ConsentModeDefault = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  // A tag manager waits this long (ms) for the stored choice's update before its tags fire.
  wait_for_update: 500,
};

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

/** Statistics is analytics storage; marketing is the three ad signals. */
export function consentModeUpdate(
  choice: Pick<ConsentChoice, 'statistics' | 'marketing'>,
): ConsentModeUpdate {
  return {
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
    analytics_storage: state(choice.statistics),
  };
}

/**
 * The first script of the page (in the head, before the tag manager or any event): the default and, with a
 * stored choice, its update. The same calls as `gtag('consent', …)`, without defining a global.
 */
export function consentModeScript(choice: Pick<ConsentChoice, 'statistics' | 'marketing'> | null): string {
  // Inside a <script>, a "</script" in a string would end it; JSON of these values has none, but say so.
  const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const calls = [`c("consent","default",${literal(consentModeDefault)});`];
  if (choice) calls.push(`c("consent","update",${literal(consentModeUpdate(choice))});`);
  return `(function(){window.dataLayer=window.dataLayer||[];function c(){window.dataLayer.push(arguments)}${calls.join('')}})();`;
}

/** `gtag('consent', 'update', …)` from the page's code: the visitor has just chosen. */
export function pushConsentUpdate(
  choice: Pick<ConsentChoice, 'statistics' | 'marketing'>,
  target: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (!target) return;
  target.dataLayer ??= [];
  const queue = target.dataLayer;
  function gtag(..._call: unknown[]) {
    // biome-ignore lint/complexity/noArguments: a tag manager takes only an Arguments object as a gtag command
    queue.push(arguments);
  }
  gtag('consent', 'update', consentModeUpdate(choice));
}
