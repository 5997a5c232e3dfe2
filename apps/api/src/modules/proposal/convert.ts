import { randomUUID } from 'node:crypto';
import {
  type CheckoutOrderType,
  type ConvertDraftToProposalResponse,
  type LanguageCode,
  languageCodes,
  type ProposalDraftLine,
  type ProposalRecipient,
} from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { appError, notFound } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { getTranslationsIn } from '../content/index.ts';
import { findCustomerDocumentDetails, loadCustomerProfile } from '../customer/index.ts';
import { queueMail } from '../mail/index.ts';
import { netAudience, type PriceAudience, type PriceLine, retailAudience } from '../pricing/index.ts';
import { reachableCustomerUsersAmong, userNamesByIds } from '../user/index.ts';
import { draftCarts } from './draft-lines.ts';
import { endDraftEditing } from './drafts.ts';
import {
  proposalDraftRecipients,
  proposalDrafts,
  proposalLines,
  proposalRecipients,
  proposals,
} from './proposal.tables.ts';
import { proposalLink, renderProposalMail } from './proposal-mail.ts';
import { listProposals, recordEvent } from './proposal-read.ts';
import { ownedBy, salesCaller, salesPersonOf } from './sales-caller.ts';

/**
 * ConvertDraftToProposal (ADR 47). In one transaction: the draft is locked and must be open; its recipients
 * still eligible are grouped by customer; each customer gets one proposal with the draft's lines frozen at its
 * own net prices and RRP now, its recipients, event Created per recipient and a queued mail per recipient in
 * the customer's language; the draft is marked converted and its carts and editing sessions end. A concurrent
 * second conversion waits for the lock and then finds the draft converted: 409, so one set of proposals exists.
 */

type DraftLine = ProposalDraftLine & { orderType: CheckoutOrderType };

async function pricesFor(ctx: Ctx, audience: PriceAudience, lines: readonly DraftLine[]) {
  const priceLines: PriceLine[] = lines.map((line) => ({
    productId: line.productId,
    variantId: line.variantId,
    unitId: line.unitId,
    quantity: line.quantity,
  }));
  const priced = await ctx.services.priceStrategyFor(ctx).getPrices(ctx, audience, priceLines);
  return new Map(priced.map(({ line, price }) => [`${line.variantId}|${line.unitId}`, price]));
}

const languageOf = (code: string): LanguageCode =>
  (languageCodes as readonly string[]).includes(code) ? (code as LanguageCode) : 'en';

export async function convertDraft(ctx: Ctx, draftId: string): Promise<ConvertDraftToProposalResponse> {
  const caller = salesCaller(ctx);
  if (caller.editingDraftId !== null && caller.editingDraftId !== draftId)
    throw notFound('No such proposal draft');
  const created = await withTransaction(ctx, async (scoped) => {
    const [draft] = await scoped.db
      .select()
      .from(proposalDrafts)
      .where(and(eq(proposalDrafts.id, draftId), ownedBy(caller, proposalDrafts.ownerUserId)))
      .for('update');
    if (!draft) throw notFound('No such proposal draft');
    if (draft.status !== 'open')
      throw appError('proposal.draft-converted', 'This draft has been converted already');

    const recipientRows = await scoped.db
      .select({ userId: proposalDraftRecipients.userId })
      .from(proposalDraftRecipients)
      .where(eq(proposalDraftRecipients.draftId, draftId));
    // Only those still eligible: active, of an active customer of the caller's.
    const recipients = await reachableCustomerUsersAmong(
      scoped,
      salesPersonOf(caller),
      recipientRows.map((row) => row.userId),
    );
    if (recipients.length === 0) {
      throw appError('proposal.draft-without-recipients', 'Choose at least one recipient before converting');
    }
    const cartList = (await draftCarts(scoped, [draftId], languageOf(draft.languageCode))).get(draftId) ?? [];
    const lines: DraftLine[] = cartList.flatMap((cart) =>
      cart.lines.map((line) => ({ ...line, orderType: cart.orderType })),
    );
    if (lines.length === 0) {
      throw appError('proposal.draft-without-lines', 'The draft has no lines: add products while editing it');
    }

    const salesPerson = (await userNamesByIds(scoped, [draft.ownerUserId])).get(draft.ownerUserId);
    const byCustomer = new Map<string, ProposalRecipient[]>();
    for (const recipient of recipients) {
      byCustomer.set(recipient.customerNumber, [
        ...(byCustomer.get(recipient.customerNumber) ?? []),
        recipient,
      ]);
    }
    const ids: string[] = [];
    for (const [customerNumber, group] of byCustomer) {
      const customer = await loadCustomerProfile(scoped.db, customerNumber);
      // The recipients were read with their active customer in this transaction, so it is there.
      if (!customer) throw new Error(`customer ${customerNumber} of a recipient vanished`);
      const languageCode = (await findCustomerDocumentDetails(scoped, customerNumber))?.languageCode ?? 'en';
      const retail = retailAudience(customer);
      const [net, rrp] = await Promise.all([
        pricesFor(scoped, netAudience(customer), lines),
        pricesFor(scoped, retail, lines),
      ]);
      const id = randomUUID();
      ids.push(id);
      await scoped.db.insert(proposals).values({
        id,
        draftId,
        salesUserId: draft.ownerUserId,
        customerNumber,
        name: draft.name,
        currencyCode: customer.currencyCode,
        rrpCurrencyCode: retail.currencyCode,
        notes: draft.notes,
        validUntil: draft.validUntil,
        status: 'Sent',
        createdAt: scoped.now,
        updatedAt: scoped.now,
      });
      await scoped.db
        .insert(proposalRecipients)
        .values(group.map((recipient) => ({ proposalId: id, userId: recipient.userId })));
      await scoped.db.insert(proposalLines).values(
        lines.map((line, index) => {
          const key = `${line.variantId}|${line.unitId}`;
          return {
            proposalId: id,
            lineNo: index + 1,
            productId: line.productId,
            variantId: line.variantId,
            unitId: line.unitId,
            productNumber: line.productNumber,
            name: line.name,
            colorCode: line.colorCode,
            colorName: line.colorName,
            size: line.size,
            quantity: line.quantity,
            orderType: line.orderType,
            netUnitPrice: net.get(key)?.netUnitPrice ?? null,
            rrpUnitPrice: rrp.get(key)?.netUnitPrice ?? null,
          };
        }),
      );
      const language = languageOf(languageCode);
      const texts = await getTranslationsIn(scoped, draft.areaId, language);
      const link = proposalLink(scoped.config.publicUrl, language, id);
      const named = await userNamesByIds(
        scoped,
        group.map((recipient) => recipient.userId),
      );
      for (const recipient of group) {
        await recordEvent(scoped, id, 'Created', recipient.userId);
        const mail = renderProposalMail(texts, language, link, {
          recipientName: recipient.name,
          salesPersonName: salesPerson?.name ?? '',
          customerName: recipient.customerName,
          proposalName: draft.name,
          proposalId: id,
          lineCount: lines.length,
          validUntil: draft.validUntil,
          notes: draft.notes,
        });
        await queueMail(scoped.db, `proposal:${id}:${recipient.userId}`, {
          to: named.get(recipient.userId)?.email ?? recipient.username,
          ...mail,
        });
      }
    }
    const converted = await scoped.db
      .update(proposalDrafts)
      .set({ status: 'converted', convertedAt: scoped.now, updatedAt: scoped.now })
      .where(and(eq(proposalDrafts.id, draftId), eq(proposalDrafts.status, 'open')))
      .returning({ id: proposalDrafts.id });
    if (converted.length === 0)
      throw appError('proposal.draft-converted', 'This draft has been converted already');
    await endDraftEditing(scoped, draftId);
    return ids;
  });
  const listed = await listProposals(ctx, inArray(proposals.id, created), {
    pageSize: Math.max(created.length, 1),
  });
  return { proposals: listed.proposals };
}
