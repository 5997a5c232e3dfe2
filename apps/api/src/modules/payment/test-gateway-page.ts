import { toMajor } from '@shop/commerce';
import { testGatewayDecisions } from '@shop/contracts';
import type { TestGatewaySession } from './decide-test-gateway-session.ts';
import { testGatewayPath } from './test-gateway-provider.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** `DKK 1,234.50`: the provider's page speaks English, like a hosted page opened without a locale. */
export function formatGatewayAmount(amountMinor: number, currencyCode: string): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'code',
  })
    .format(toMajor(amountMinor, currencyCode))
    .replace(/\u00a0/g, ' ');
}

const buttonLabels = { approve: 'Approve', decline: 'Decline', cancel: 'Cancel' } as const;
const outcomeTexts = {
  approved: 'This payment was approved.',
  declined: 'This payment was declined.',
  cancelled: 'This payment was cancelled.',
} as const;

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
 */
export function renderTestGatewayPage(session: TestGatewaySession): string {
  const amount = escapeHtml(formatGatewayAmount(session.amount, session.currencyCode));
  const reference = escapeHtml(session.merchantReference);
  const decided = session.decision !== 'open';
  const body = decided
    ? `<p role="status">${outcomeTexts[session.decision as keyof typeof outcomeTexts] ?? 'This payment was decided.'}</p>
    <p><a class="button" href="${escapeHtml(session.returnUrl)}">Return to the shop</a></p>`
    : `<p>This is the shop's built-in test gateway. No card is charged; choose what the payment provider answers.</p>
    <section aria-labelledby="decision-heading">
      <h2 id="decision-heading">Choose the outcome</h2>
      <div class="actions">
${testGatewayDecisions
  .map(
    (action) =>
      `        <form method="post" action="${escapeHtml(`${testGatewayPath(session.id)}/${action}`)}" aria-label="${buttonLabels[action]} the payment of ${amount}">
          <button type="submit"${action === 'approve' ? ' class="primary"' : ''}>${buttonLabels[action]}</button>
        </form>`,
  )
  .join('\n')}
      </div>
    </section>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Pay ${amount} – test payment gateway</title>
  <style>${styles}</style>
</head>
<body>
  <main>
    <h1>Pay ${amount}</h1>
    <dl>
      <dt>Amount</dt><dd>${amount}</dd>
      <dt>Reference</dt><dd>${reference}</dd>
    </dl>
    ${body}
  </main>
</body>
</html>
`;
}
