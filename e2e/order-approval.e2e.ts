import { languageCodes, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { acceptTermsAndContinue, continueButton, expectStep, standardParcel } from './cart-kit.ts';
import { area, catalogueApi } from './catalogue-api.ts';
import { customerCenterKit, dealerDocumentLanguage } from './customer-center-kit.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { mailsTo, nextMailTo } from './support/mailbox.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, stockCartMeetingMinimum } = customerCenterKit(baseUrl);
const mailDir = inject('mailDir');

/** Anna Holm (scope None) and Søren Dahl (scope Release), colleagues at C10001 (README demo logins). */
const requester = 'dealer.none@nordlys.demo';
const approver = 'dealer.release@nordlys.demo';

/** The first link of a mail's text. */
function linkIn(text: string): URL {
  const found = /https?:\/\/\S+/.exec(text)?.[0];
  if (!found) throw new Error(`no link in the mail:\n${text}`);
  return new URL(found);
}

describe.each(languageCodes)('An order sent for approval (%s)', (language) => {
  const t = (key: TextKey, params: Record<string, string> = {}) => uiText(language, key, params);
  let token = '';

  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it('a None user sends the basket for approval; a Release colleague gets the mail, opens the order and approves it', async () => {
    token = await catalogue.token(requester);
    await emptyCarts(token);
    const cart = await stockCartMeetingMinimum(token);
    const approverMailsBefore = mailsTo(mailDir, approver).length;
    const requesterMailsBefore = mailsTo(mailDir, requester).length;

    // The checkout says from the start that the order will be sent for approval.
    const page = await loggedIn(requester, language);
    await gotoHydrated(page, localizePath('checkout', language));
    await page
      .getByRole('note')
      .filter({ hasText: t('permission-scope.release-required') })
      .waitFor();
    await continueButton(page, language).click();
    await expectStep(page, language, 'checkout.step.shipping');
    await standardParcel(page, language).waitFor();
    await continueButton(page, language).click();
    await acceptTermsAndContinue(page, language);
    await expectStep(page, language, 'checkout.step.payment');

    // On account only, a button that sends it for approval, and who will approve it.
    const onAccount = page.getByRole('radio', { name: t('checkout.payment.account') });
    await onAccount.waitFor();
    expect(await page.getByRole('radio', { name: t('checkout.payment.card') }).count()).toBe(0);
    await page.getByText(t('checkout.approval.note'), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: t('checkout.placeOrder'), exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t('checkout.approval.submit'), exact: true }).click();

    // The receipt says it was sent for approval, not that it was ordered.
    await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
    await page.getByRole('heading', { level: 1, name: t('receipt.approval.title'), exact: true }).waitFor();
    await page.getByText(t('receipt.approval.intro'), { exact: true }).waitFor();
    const { order } = await catalogue.call(
      endpoints.order.getOrderByCartId,
      { body: { areaInfo: area(language), cartId: cart.cartId } },
      token,
    );
    const orderId = order.item.orderId;
    expect(order.item.status).toBe('PendingApproval');
    expect(await page.getByText(t('receipt.status.PendingApproval'), { exact: true }).count()).toBe(1);

    // The colleague with Release gets the mail in the company's language, with a link to the order.
    const mail = await nextMailTo(mailDir, approver, approverMailsBefore);
    const mailLanguage = dealerDocumentLanguage;
    expect(mail.subject).toBe(uiText(mailLanguage, 'order-approval-mail.request.subject', { orderId }));
    expect(mail.text).toContain('Anna Holm');
    const link = linkIn(mail.text);
    expect(link.pathname).toBe(localizePath('order', mailLanguage, { id: orderId }));

    // They open it (in the story's language): awaiting approval, asked by Anna Holm.
    const colleague = await loggedIn(approver, language);
    await gotoHydrated(
      colleague,
      mailLanguage === language ? link.pathname : localizePath('order', language, { id: orderId }),
    );
    const panel = colleague.getByRole('region', { name: t('customer-center.approval.waiting') });
    await panel.waitFor();
    await panel
      .getByText(new RegExp(t('customer-center.approval.requested', { name: 'Anna Holm', date: '.+' })))
      .waitFor();
    expect(await axeViolations(colleague)).toEqual([]);

    // Reject asks first; "No" leaves it waiting.
    await panel.getByRole('button', { name: t('customer-center.approval.reject'), exact: true }).click();
    const confirmation = colleague
      .getByRole('alert')
      .filter({ hasText: t('customer-center.approval.confirm-reject', { id: orderId }) });
    await confirmation.waitFor();
    expect(await axeViolations(colleague)).toEqual([]);
    await confirmation
      .getByRole('link', { name: t('customer-center.approval.confirm-reject.no'), exact: true })
      .click();
    await expect.poll(() => confirmation.count(), { timeout: 10_000 }).toBe(0);

    // Approve: placed, on its way to the ERP.
    await panel.getByRole('button', { name: t('customer-center.approval.approve'), exact: true }).click();
    await colleague
      .getByRole('status')
      .filter({ hasText: t('customer-center.approval.done-approved') })
      .waitFor();
    await colleague
      .getByText(new RegExp(t('customer-center.approval.approved', { name: 'Søren Dahl', date: '.+' })))
      .waitFor();
    expect(await axeViolations(colleague)).toEqual([]);
    await expect
      .poll(
        async () =>
          (
            await catalogue.call(
              endpoints.customerCenter.getOrder,
              { body: { orderId } },
              await catalogue.token(approver),
            )
          ).order.status,
        { timeout: 30_000 },
      )
      .toMatch(/^(PendingTransfer|Transferred)$/);

    // The requester hears of it in the language they ordered in.
    const decided = await nextMailTo(mailDir, requester, requesterMailsBefore);
    expect(decided.subject).toBe(t('order-approval-mail.approved.subject', { orderId }));
  });
});
