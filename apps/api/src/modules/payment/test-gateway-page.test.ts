import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import type { TestGatewaySession } from './decide-test-gateway-session.ts';
import { formatGatewayAmount, renderTestGatewayPage } from './test-gateway-page.ts';

const shop = 'http://localhost:3000';
const returnUrl = `${shop}${pathOf(endpoints.payment.verifyPaymentRedirect, { area: 'b2b', paymentId: 'pay_1' })}`;

const session = (overrides: Partial<TestGatewaySession> = {}): TestGatewaySession => ({
  id: 'tg_abc',
  merchantReference: 'pay_<b>',
  amount: 123450,
  currencyCode: 'DKK',
  returnUrl,
  callbackUrl: `${shop}${pathOf(endpoints.payment.verifyPayment, { area: 'b2b', paymentId: 'pay_1' })}`,
  decision: 'open',
  capturedAmount: 0,
  createdAt: new Date(),
  decidedAt: null,
  ...overrides,
});

describe('formatGatewayAmount', () => {
  it('formats minor units with the currency code', () => {
    expect(formatGatewayAmount(123450, 'DKK')).toBe('DKK 1,234.50');
    expect(formatGatewayAmount(5, 'EUR')).toBe('EUR 0.05');
  });
});

describe('renderTestGatewayPage', () => {
  it('speaks Danish to a payer from the Danish shop: language, heading, buttons and outcome', () => {
    const html = renderTestGatewayPage(session(), 'da');
    expect(html).toMatch(/^<!doctype html>\n<html lang="da">/);
    expect(html).toContain('<h1>Betal DKK 1.234,50</h1>');
    for (const label of ['Godkend', 'Afvis', 'Annullér']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toMatch(/>(Approve|Decline|Cancel)</);
    const decided = renderTestGatewayPage(session({ decision: 'declined' }), 'da');
    expect(decided).toContain('Betalingen blev afvist.');
    expect(decided).toContain('Tilbage til butikken');
  });

  it('is a self-contained English page with the amount in the heading and one form per decision', () => {
    const html = renderTestGatewayPage(session());
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<h1>Pay DKK 1,234.50</h1>');
    expect(html).not.toMatch(/<script|src=|href="http/);
    for (const [action, label] of [
      ['approve', 'Approve'],
      ['decline', 'Decline'],
      ['cancel', 'Cancel'],
    ]) {
      const target = pathOf(endpoints.payment.decideTestGatewaySession, {
        sessionId: 'tg_abc',
        decision: action,
      });
      expect(html).toContain(
        `<form method="post" action="${target}" aria-label="${label} the payment of DKK 1,234.50">`,
      );
    }
    expect(html.match(/<button type="submit"/g)).toHaveLength(3);
  });

  it('escapes what it shows', () => {
    const html = renderTestGatewayPage(session());
    expect(html).toContain('pay_&lt;b&gt;');
    expect(html).not.toContain('pay_<b>');
  });

  it('shows a decided session without buttons, with a way back to the shop', () => {
    const html = renderTestGatewayPage(session({ decision: 'declined' }));
    expect(html).toContain('<p role="status">This payment was declined.</p>');
    expect(html).toContain(`href="${returnUrl}"`);
    expect(html).not.toContain('<form');
  });
});
