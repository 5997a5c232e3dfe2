import { maxLineQuantity } from '@shop/contracts/cart-constants';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { SavedLine, SavedSeason, SavedStyle, SendBatch, SendReport } from './trade-show-types.ts';

/**
 * The trade-show page's data on the device (ADR 91), in IndexedDB through `idb`: the saved season and its styles,
 * the lines entered and not yet sent, the sends under way (each with its request id) and the report of the last
 * send. Every change is one transaction, so a tab closed at any moment leaves either the old or the new state.
 */
interface TradeShowSchema extends DBSchema {
  /** The saved season, under the key 'current'. */
  seasons: { key: string; value: SavedSeason };
  styles: { key: string; value: SavedStyle };
  lines: { key: string; value: SavedLine; indexes: { customer: string } };
  batches: { key: string; value: SendBatch; indexes: { customer: string } };
  /** The last send's report, by customer number. */
  reports: { key: string; value: SendReport };
}

export type TradeShowDb = IDBPDatabase<TradeShowSchema>;

const databaseName = 'nordlys-trade-show';
const current = 'current';

export function openTradeShowDb(): Promise<TradeShowDb> {
  return openDB<TradeShowSchema>(databaseName, 1, {
    upgrade(db) {
      db.createObjectStore('seasons');
      db.createObjectStore('styles', { keyPath: 'id' });
      db.createObjectStore('lines', { keyPath: 'id' }).createIndex('customer', 'customerNumber');
      db.createObjectStore('batches', { keyPath: 'requestId' }).createIndex('customer', 'customerNumber');
      db.createObjectStore('reports');
    },
  });
}

/** The saved season and its styles in the order they were saved; null when nothing is saved. */
export async function readSaved(
  db: TradeShowDb,
): Promise<{ season: SavedSeason; styles: SavedStyle[] } | null> {
  const tx = db.transaction(['seasons', 'styles']);
  const [season, styles] = await Promise.all([
    tx.objectStore('seasons').get(current),
    tx.objectStore('styles').getAll(),
  ]);
  await tx.done;
  if (!season) return null;
  const order = new Map(season.styleIds.map((id, index) => [id, index]));
  return { season, styles: styles.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)) };
}

/** Replaces what was saved (a new season, or the same one again) in one transaction. */
export async function replaceSaved(db: TradeShowDb, season: SavedSeason, styles: readonly SavedStyle[]) {
  const tx = db.transaction(['seasons', 'styles'], 'readwrite');
  const store = tx.objectStore('styles');
  await store.clear();
  await Promise.all([
    ...styles.map((style) => store.put(style)),
    tx.objectStore('seasons').put(season, current),
  ]);
  await tx.done;
}

/** Forgets the saved season and its styles; lines not yet sent stay. */
export async function removeSaved(db: TradeShowDb) {
  const tx = db.transaction(['seasons', 'styles'], 'readwrite');
  await Promise.all([tx.objectStore('styles').clear(), tx.objectStore('seasons').delete(current)]);
  await tx.done;
}

/** The customer's lines not yet sent, oldest first. */
export async function linesOf(db: TradeShowDb, customerNumber: string): Promise<SavedLine[]> {
  const lines = await db.getAllFromIndex('lines', 'customer', customerNumber);
  return lines.sort((a, b) => a.savedAt.localeCompare(b.savedAt) || a.id.localeCompare(b.id));
}

/** Every customer's lines not yet sent on this device. */
export function countLines(db: TradeShowDb): Promise<number> {
  return db.count('lines');
}

export type NewLine = Omit<SavedLine, 'id' | 'savedAt' | 'batchId'>;

/**
 * Keeps lines entered on the device: a size already waiting (and not part of a send under way) gets the quantity
 * added, up to the line limit; any other becomes a new line.
 */
export async function addLines(db: TradeShowDb, entries: readonly NewLine[]) {
  const tx = db.transaction('lines', 'readwrite');
  const store = tx.objectStore('lines');
  const now = Date.now();
  for (const [index, entry] of entries.entries()) {
    const waiting = (await store.index('customer').getAll(entry.customerNumber)).find(
      (line) => line.batchId === null && line.variantId === entry.variantId && line.unitId === entry.unitId,
    );
    if (waiting) {
      await store.put({ ...waiting, quantity: Math.min(maxLineQuantity, waiting.quantity + entry.quantity) });
    } else {
      // A millisecond apart, so the lines of one grid keep its order (colour, then size) on the device.
      const savedAt = new Date(now + index).toISOString();
      await store.put({ ...entry, id: crypto.randomUUID(), savedAt, batchId: null });
    }
  }
  await tx.done;
}

/** Removes a line that is not part of a send under way; returns whether it did. */
export async function removeLine(db: TradeShowDb, id: string): Promise<boolean> {
  const tx = db.transaction('lines', 'readwrite');
  const line = await tx.store.get(id);
  const removable = line !== undefined && line.batchId === null;
  if (removable) await tx.store.delete(id);
  await tx.done;
  return removable;
}

/**
 * The sends of the customer's lines: those begun before (a tab closed mid-send: same request id, so the shop
 * adds them once) and, for the lines not yet in one, a new send per style and unit with a new request id, stored
 * with its lines before anything goes out. A new send starts a new report.
 */
export async function openBatches(db: TradeShowDb, customerNumber: string): Promise<SendBatch[]> {
  const tx = db.transaction(['lines', 'batches', 'reports'], 'readwrite');
  const lines = tx.objectStore('lines');
  const batches = tx.objectStore('batches');
  const begun = await batches.index('customer').getAll(customerNumber);
  const waiting = (await lines.index('customer').getAll(customerNumber))
    .filter((line) => line.batchId === null)
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt) || a.id.localeCompare(b.id));
  const fresh = new Map<string, SendBatch>();
  for (const line of waiting) {
    const key = `${line.productId}|${line.unitId}`;
    let batch = fresh.get(key);
    if (!batch) {
      batch = {
        requestId: crypto.randomUUID(),
        customerNumber,
        productId: line.productId,
        unitId: line.unitId,
        lineIds: [],
      };
      fresh.set(key, batch);
    }
    batch.lineIds.push(line.id);
    await lines.put({ ...line, batchId: batch.requestId });
  }
  for (const batch of fresh.values()) await batches.put(batch);
  if (fresh.size > 0 && begun.length === 0) {
    await tx
      .objectStore('reports')
      .put({ customerNumber, sentAt: '', sentLines: 0, changes: [] }, customerNumber);
  }
  await tx.done;
  return [...begun, ...fresh.values()];
}

/** The lines of a send, in its order. */
export async function linesOfBatch(db: TradeShowDb, batch: SendBatch): Promise<SavedLine[]> {
  const lines = await Promise.all(batch.lineIds.map((id) => db.get('lines', id)));
  return lines.filter((line): line is SavedLine => line !== undefined);
}

/** A send the shop answered: its lines leave the device and what changed joins the report, in one transaction. */
export async function finishBatch(db: TradeShowDb, batch: SendBatch, changes: SendReport['changes']) {
  const tx = db.transaction(['lines', 'batches', 'reports'], 'readwrite');
  const reports = tx.objectStore('reports');
  const report = (await reports.get(batch.customerNumber)) ?? {
    customerNumber: batch.customerNumber,
    sentAt: '',
    sentLines: 0,
    changes: [],
  };
  await Promise.all(batch.lineIds.map((id) => tx.objectStore('lines').delete(id)));
  await tx.objectStore('batches').delete(batch.requestId);
  await reports.put(
    {
      ...report,
      sentAt: new Date().toISOString(),
      sentLines: report.sentLines + batch.lineIds.length,
      changes: [...report.changes, ...changes],
    },
    batch.customerNumber,
  );
  await tx.done;
}

export function reportOf(db: TradeShowDb, customerNumber: string): Promise<SendReport | undefined> {
  return db.get('reports', customerNumber);
}
