import { toMajor } from '@shop/commerce';
import { testGatewayDecisions } from '@shop/contracts';
import type { TestGatewaySession } from './decide-test-gateway-session.ts';
import { testGatewayPath } from './test-gateway-provider.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The languages the gateway's page speaks, as a hosted page offers a few locales. */
export type GatewayLanguage = 'en' | 'da';

/** `DKK 1,234.50` in English, `DKK 1.234,50` in Danish: the currency by its code, in the page's language. */
export function formatGatewayAmount(
  amountMinor: number,
  currencyCode: string,
  language: GatewayLanguage = 'en',
): string {
  return new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'code',
  })
    .format(toMajor(amountMinor, currencyCode))
    .replace(/\u00a0/g, ' ')
    .replace(/^([\d.,-]+) ([A-Z]{3})$/, '$2 $1');
}

/** The provider's own words (not the shop's dictionary): a hosted page brings its translations. */
export const gatewayTexts = {
  en: {
    pay: 'Pay {amount}',
    title: 'Pay {amount} – test payment gateway',
    amount: 'Amount',
    reference: 'Reference',
    intro:
      "This is the shop's built-in test gateway. No card is charged; choose what the payment provider answers.",
    choose: 'Choose the outcome',
    formLabel: '{action} the payment of {amount}',
    back: 'Return to the shop',
    decidedOther: 'This payment was decided.',
    buttons: { approve: 'Approve', decline: 'Decline', cancel: 'Cancel' },
    outcomes: {
      approved: 'This payment was approved.',
      declined: 'This payment was declined.',
      cancelled: 'This payment was cancelled.',
    },
  },
  da: {
    pay: 'Betal {amount}',
    title: 'Betal {amount} – testbetalingsgateway',
    amount: 'Beløb',
    reference: 'Reference',
    intro:
      'Dette er butikkens indbyggede testgateway. Der trækkes ingen penge på kortet; vælg, hvad betalingsudbyderen svarer.',
    choose: 'Vælg udfaldet',
    formLabel: '{action} betalingen på {amount}',
    back: 'Tilbage til butikken',
    decidedOther: 'Betalingen er afgjort.',
    buttons: { approve: 'Godkend', decline: 'Afvis', cancel: 'Annullér' },
    outcomes: {
      approved: 'Betalingen blev godkendt.',
      declined: 'Betalingen blev afvist.',
      cancelled: 'Betalingen blev annulleret.',
    },
  },
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const styles = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f2;color:#1c1c1c}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #d6d6d2;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{line-height:1.5}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1.5rem 0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button,a.button{font:inherit;padding:.6rem 1.2rem;border-radius:.35rem;border:1px solid #1c1c1c;background:#fff;color:#1c1c1c;cursor:pointer;text-decoration:none}
button.primary{background:#1c1c1c;color:#fff}
button:focus-visible,a.button:focus-visible{outline:3px solid #2a6df4;outline-offset:2px}
`;

/**
 * The hosted page of the built-in test gateway: self-contained (no scripts, inline styles only), with a
 * heading naming the amount, and one form per decision so it works without JavaScript and with a keyboard.
 * It speaks the payer's language (the `locale` the shop put in its address), English by default.
 */
export function renderTestGatewayPage(session: TestGatewaySession, language: GatewayLanguage = 'en'): string {
  const text = gatewayTexts[language];
  const amount = escapeHtml(formatGatewayAmount(session.amount, session.currencyCode, language));
  const reference = escapeHtml(session.merchantReference);
  const decided = session.decision !== 'open';
  const outcome = text.outcomes[session.decision as keyof typeof text.outcomes] ?? text.decidedOther;
  const body = decided
    ? `<p role="status">${outcome}</p>
    <p><a class="button" href="${escapeHtml(session.returnUrl)}">${text.back}</a></p>`
    : `<p>${escapeHtml(text.intro)}</p>
    <section aria-labelledby="decision-heading">
      <h2 id="decision-heading">${text.choose}</h2>
      <div class="actions">
${testGatewayDecisions
  .map(
    (action) =>
      `        <form method="post" action="${escapeHtml(`${testGatewayPath(session.id)}/${action}`)}" aria-label="${fill(text.formLabel, { action: text.buttons[action], amount })}">
          <button type="submit"${action === 'approve' ? ' class="primary"' : ''}>${text.buttons[action]}</button>
        </form>`,
  )
  .join('\n')}
      </div>
    </section>`;
  return `<!doctype html>
<html lang="${language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${fill(text.title, { amount })}</title>
  <style>${styles}</style>
</head>
<body>
  <main>
    <h1>${fill(text.pay, { amount })}</h1>
    <dl>
      <dt>${text.amount}</dt><dd>${amount}</dd>
      <dt>${text.reference}</dt><dd>${reference}</dd>
    </dl>
    ${body}
  </main>
</body>
</html>
`;
}
