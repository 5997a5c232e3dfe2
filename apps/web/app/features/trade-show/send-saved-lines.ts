import type { AreaInfo, ProductKey } from '@shop/contracts';
import { addGridLines } from '@shop/contracts/endpoints/cart';
import { getPricesByCustomer } from '@shop/contracts/endpoints/price';
import { isApiError } from '../../lib/api-error.ts';
import { call } from '../../lib/browser-api.ts';
import { changesOfSend, lineNameOf, priceChanges, priceKeyOf, pricesByKey } from './sent-changes.ts';
import { finishBatch, linesOfBatch, openBatches, type TradeShowDb } from './trade-show-db.ts';
import type { SavedLine, SendBatch, SentChange } from './trade-show-types.ts';

/** How a send went: nothing was waiting, every line went, or it stopped (no network, or the shop refused). */
export type SendOutcome = 'nothing' | 'sent' | 'failed';

/** The prices of a send's colours today (the keys they were saved under). */
async function pricesToday(lines: readonly SavedLine[]) {
  const keys = new Map<string, ProductKey>();
  for (const line of lines) {
    const key = priceKeyOf(line.productId, line.priceVariantId, line.unitId);
    keys.set(key, { productId: line.productId, variantId: line.priceVariantId, unitOfMeasure: line.unitId });
  }
  return pricesByKey([await call(getPricesByCustomer, { body: { products: [...keys.values()] } })]);
}

/**
 * One style's lines into the shop's baskets (Cart/AddGridLines, with the send's request id: sent again after a
 * lost answer it adds nothing more, ADR 77), then its prices asked again; the changes are kept with the report.
 * A product the shop no longer has (404) refuses every line. Anything else that fails leaves the send waiting.
 */
async function sendBatch(db: TradeShowDb, area: AreaInfo, batch: SendBatch): Promise<boolean> {
  const lines = await linesOfBatch(db, batch);
  const cells = lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity }));
  let changes: SentChange[];
  try {
    const body = {
      area,
      productId: batch.productId,
      unitId: batch.unitId,
      lines: cells,
      requestId: batch.requestId,
    };
    const answer = await call(addGridLines, { body });
    changes = [...changesOfSend(lines, answer), ...priceChanges(lines, await pricesToday(lines))];
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) return false;
    changes = lines.map((line) => ({ kind: 'refused', line: lineNameOf(line), problem: 'product-not-sold' }));
  }
  await finishBatch(db, batch, changes);
  return true;
}

let running: Promise<SendOutcome> | null = null;

async function sendAll(db: TradeShowDb, customerNumber: string, area: AreaInfo): Promise<SendOutcome> {
  const batches = await openBatches(db, customerNumber);
  if (batches.length === 0) return 'nothing';
  for (const batch of batches) {
    if (!(await sendBatch(db, area, batch))) return 'failed';
  }
  return 'sent';
}

/**
 * Sends the customer's lines waiting on the device, one style at a time. One send at a time in this tab, and in
 * all the shop's tabs where the browser has Web Locks (two tabs coming online at once would otherwise both begin
 * the same sends; the request ids would still keep the shop from adding twice).
 */
export function sendSavedLines(
  db: TradeShowDb,
  customerNumber: string,
  area: AreaInfo,
): Promise<SendOutcome> {
  if (running) return running;
  const work = (): Promise<SendOutcome> => sendAll(db, customerNumber, area);
  const locked: Promise<SendOutcome> =
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('nordlys-trade-show-send', () => work()).then((outcome) => outcome)
      : work();
  const current = locked.finally(() => {
    running = null;
  });
  running = current;
  return current;
}
