import { type LanguageCode, type LineSheetSearch, lineSheetLimits } from '@shop/contracts';
import { forbidden } from '../../lib/app-error.ts';
import type { AreaCtx, Ctx } from '../../lib/context.ts';
import { categoryNameOf } from '../catalog/index.ts';
import { type CustomerProfile, loadCustomerProfile, pricedCustomer } from '../customer/index.ts';
import { customerProposalStyles, type ProposalStyles, salesProposalStyles } from '../proposal/index.ts';
import { searchProducts } from '../search/index.ts';
import { type LineSheet, loadLineSheetStyles, seasonsOf } from './line-sheet.ts';

/** The search engine's largest page: a line sheet's search is read in pages of this size. */
const searchPage = 100;

/** Whose prices a sheet has: the customer acted for (or viewed); a visitor has no net prices. */
async function requireCustomer(ctx: Ctx): Promise<CustomerProfile> {
  const customer = await pricedCustomer(ctx);
  if (!customer) throw forbidden();
  return customer;
}

async function lineSheetOf(
  ctx: Ctx,
  customer: CustomerProfile,
  languageCode: LanguageCode,
  subject: string,
  productIds: string[],
  found: number,
): Promise<LineSheet> {
  const [priced, salesContacts] = await Promise.all([
    loadLineSheetStyles(ctx, customer, languageCode, productIds),
    ctx.services.salesContactsOf(ctx, customer.customerNumber),
  ]);
  return {
    languageCode,
    subject,
    customer: { customerNumber: customer.customerNumber, name: customer.name },
    salesContacts,
    ...priced,
    seasons: seasonsOf(priced.styles),
    found: Math.max(found, priced.styles.length),
    issuedAt: ctx.now,
  };
}

/**
 * A line sheet whose refusals are known (access, the proposal, a search the engine refuses) and whose subject
 * names the file, ready to be loaded: the route sends the answer's headers and the PDF's first bytes before the
 * styles and their prices are read, so a large sheet starts downloading at once.
 */
export type PreparedLineSheet = { subject: string; load: () => Promise<LineSheet> };

/**
 * The styles of a product search as the list page finds them (the same search, in its order), read a page at a
 * time up to `lineSheetLimits.styles`; the total found is kept so the cover can say the sheet was cut. The first
 * page is read before the answer starts (a search the engine refuses is its 400).
 */
export async function searchLineSheet(ctx: AreaCtx, search: LineSheetSearch): Promise<PreparedLineSheet> {
  const customer = await requireCustomer(ctx);
  const language = ctx.area.languageCode as LanguageCode;
  const page = (skip: number) =>
    searchProducts(ctx, ctx.services.searchEngine, {
      ...search,
      area: { areaId: ctx.area.areaId, languageCode: language, currencyCode: customer.currencyCode },
      skip,
      take: Math.min(searchPage, lineSheetLimits.styles - skip),
    });
  const [first, category] = await Promise.all([
    page(0),
    search.category ? categoryNameOf(ctx, language, search.category) : null,
  ]);
  const subject = category ?? '';
  const load = async () => {
    // The first page tells how many there are; the rest are read together.
    const rest: number[] = [];
    for (
      let skip = searchPage;
      skip < Math.min(first.itemsTotal, lineSheetLimits.styles);
      skip += searchPage
    ) {
      rest.push(skip);
    }
    const pages = [first, ...(await Promise.all(rest.map(page)))];
    const productIds = [...new Set(pages.flatMap((result) => result.items.map((hit) => hit.item.id)))];
    return lineSheetOf(ctx, customer, language, subject, productIds, first.itemsTotal);
  };
  return { subject, load };
}

const fromProposal = (
  ctx: Ctx,
  customer: CustomerProfile,
  language: LanguageCode,
  styles: ProposalStyles,
): PreparedLineSheet => ({
  subject: styles.name,
  load: () => lineSheetOf(ctx, customer, language, styles.name, styles.productIds, styles.productIds.length),
});

/** A proposal addressed to the customer acted for, at that customer's prices. */
export async function customerProposalLineSheet(ctx: AreaCtx, id: string): Promise<PreparedLineSheet> {
  const customer = await requireCustomer(ctx);
  const styles = await customerProposalStyles(ctx, id);
  return fromProposal(ctx, customer, ctx.area.languageCode as LanguageCode, styles);
}

/** One of the sales caller's proposals, at the prices of the customer it was made for. */
export async function salesProposalLineSheet(ctx: AreaCtx, id: string): Promise<PreparedLineSheet> {
  const styles = await salesProposalStyles(ctx, id);
  const customer = await loadCustomerProfile(ctx.db, styles.customerNumber);
  if (!customer) throw forbidden();
  return fromProposal(ctx, customer, ctx.area.languageCode as LanguageCode, styles);
}
