import type { ConvertDraftToProposalResponse, ProposalSummary } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../db/query-rows.ts';
import { productCachePrefix } from '../modules/catalog/index.ts';
import { read } from './customer-center-kit.ts';
import { addToOpenCart, areaInfo, setOnHand, type Variant } from './order-kit.ts';

const proposal = endpoints.proposal;

/** A stock-orderable variant with plenty on hand, its colour selling from stock (cache dropped). */
export async function proposalVariant(app: FastifyInstance, index = 0): Promise<Variant> {
  // One variant of each stock-orderable product, in a stable order: the index-th product's.
  const rows = await queryRows<Variant>(
    app.db,
    sql`SELECT DISTINCT ON (v.product_id) v.product_id AS "productId", v.id AS "variantId"
      FROM variants v JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
      WHERE pc.allow_stock_order AND NOT pc.on_sale
      ORDER BY v.product_id, v.id
      LIMIT ${index + 1}`,
  );
  const variant = rows[index];
  if (!variant) throw new Error(`no stock variant number ${index}`);
  await app.db.execute(sql`UPDATE product_colors SET allow_stock_order = true, has_stock = true
    WHERE product_id = ${variant.productId}
      AND color_code = (SELECT color_code FROM variants WHERE id = ${variant.variantId})`);
  await app.cache.deleteByPrefix(productCachePrefix);
  await setOnHand(app, variant.variantId, 1000);
  return variant;
}

/** A new draft of the sales user: `quantity` of the variant in its Stock cart, the recipients set. */
export async function draftWithLine(
  app: FastifyInstance,
  sales: string,
  variant: Variant,
  options: { name?: string; recipients?: string[]; quantity?: number } = {},
): Promise<{ draftId: string; editing: string }> {
  const { id: draftId } = await read(
    app,
    proposal.createProposalDraft,
    { body: { area: areaInfo, currencyCode: 'DKK', name: options.name ?? 'Test proposal' } },
    sales,
  );
  const { token: editing } = await read(
    app,
    proposal.getProposalUser,
    { body: { areaInfo, draftId, currencyCode: 'DKK' } },
    sales,
  );
  await addToOpenCart(app, editing, 'Stock', variant, options.quantity ?? 5);
  if (options.recipients) {
    await read(
      app,
      proposal.updateProposalDraft,
      { body: { areaInfo, draft: { id: draftId, recipients: options.recipients } } },
      sales,
    );
  }
  return { draftId, editing };
}

/** A converted proposal of the sales user for the recipients (one per customer). */
export async function sentProposals(
  app: FastifyInstance,
  sales: string,
  variant: Variant,
  recipients: string[],
): Promise<ProposalSummary[]> {
  const { draftId } = await draftWithLine(app, sales, variant, { recipients });
  const converted: ConvertDraftToProposalResponse = await read(
    app,
    proposal.convertDraftToProposal,
    { body: { areaInfo, draftId } },
    sales,
  );
  return converted.proposals;
}
