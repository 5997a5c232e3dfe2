import { type CartOrderTypeName, colorAllowsOrderType, productKey, sameCode } from '@shop/commerce';
import { type AreaInfo, type CartOrderType, maxLineQuantity } from '@shop/contracts';
import { type AppError, appError } from '../../lib/app-error.ts';
import type { AreaCtx, Ctx } from '../../lib/context.ts';
import { createLimiter, type Limiter } from '../../lib/limiter.ts';
import { loadProductBases, type ProductBase, productIdsByNumber } from '../catalog/index.ts';
import { type ChangedCart, getOrCreateCart, importLines } from './cart.service.ts';
import type { CartExcelColumnKey } from './cart-excel-columns.ts';
import { findLineProblems, type LineInput } from './cart-line-changes.ts';
import { type CartWorkbookRows, type RowError, readCartWorkbook } from './read-cart-workbook.ts';

export type ImportCartInput = {
  area: AreaInfo;
  orderType: CartOrderType;
  overrideCart: boolean;
  file: Uint8Array;
};

/** 400 with every bad row (contracts ImportCartError): nothing was imported. */
export function importFailed(rowErrors: RowError[], message?: string): AppError {
  const rows = new Set(rowErrors.map((error) => error.row)).size;
  return appError(
    'import-failed',
    message ?? `${rows} ${rows === 1 ? 'row' : 'rows'} could not be imported; nothing was imported`,
    { rowErrors: [...rowErrors].sort((a, b) => a.row - b.row) },
  );
}

type ImportLine = { row: number; productKey: LineInput['productKey']; quantity: number };

/**
 * Each row's product key, or its errors with the column to look at: unknown product, variant, colour, size or
 * unit, and a colour the cart's order type does not allow (spec §3 allowPresale / allowStockOrder).
 */
async function resolveRows(
  ctx: Ctx,
  input: ImportCartInput,
  sheet: CartWorkbookRows,
): Promise<{ lines: ImportLine[]; errors: RowError[] }> {
  const numberIds = await productIdsByNumber(
    ctx,
    sheet.rows.flatMap(({ item }) => (item.kind === 'number' ? [item.productNumber] : [])),
  );
  const productIdOf = (item: CartWorkbookRows['rows'][number]['item']) =>
    item.kind === 'ids' ? item.productId : numberIds.get(item.productNumber.toUpperCase());
  const bases = await loadProductBases(
    ctx,
    input.area.languageCode,
    sheet.rows.flatMap(({ item }) => productIdOf(item) ?? []),
  );

  const lines: ImportLine[] = [];
  const errors: RowError[] = [];
  for (const { row, item, unit, quantity } of sheet.rows) {
    const fail = (key: CartExcelColumnKey, message: string) =>
      errors.push({ row, column: sheet.headers[key] ?? null, message });
    const productId = productIdOf(item);
    const base: ProductBase | undefined = productId === undefined ? undefined : bases.get(productId);
    if (!base) {
      if (item.kind === 'ids') fail('productId', `Unknown product ${item.productId}`);
      else fail('productNumber', `Unknown product number ${item.productNumber}`);
      continue;
    }
    const variant =
      item.kind === 'ids'
        ? base.variants.find((candidate) => candidate.id === item.variantId)
        : base.variants.find(
            (candidate) =>
              sameCode(candidate.colorCode, item.colorCode) && sameCode(candidate.size, item.size),
          );
    if (!variant) {
      if (item.kind === 'ids') fail('variantId', `Product ${base.number} has no variant ${item.variantId}`);
      else if (!base.variants.some((candidate) => sameCode(candidate.colorCode, item.colorCode))) {
        fail('colorCode', `Product ${base.number} has no colour ${item.colorCode}`);
      } else fail('size', `Product ${base.number} has no size ${item.size} in colour ${item.colorCode}`);
      continue;
    }
    const unitOfMeasure = base.units.find((candidate) => sameCode(candidate.unitId, unit))?.unitId;
    if (!unitOfMeasure) {
      const units = base.units.map((candidate) => candidate.unitId).join(', ');
      fail('unit', `Product ${base.number} is not sold in unit ${unit} (units: ${units})`);
      continue;
    }
    const color = base.colors[variant.colorCode];
    if (!color || !colorAllowsOrderType(color, input.orderType as CartOrderTypeName)) {
      const colorName = color ? `${color.colorName} (${variant.colorCode})` : variant.colorCode;
      fail(
        sheet.headers.colorCode ? 'colorCode' : 'variantId',
        `Product ${base.number} in ${colorName} cannot be ordered in a ${input.orderType} cart`,
      );
      continue;
    }
    lines.push({ row, productKey: { productId: base.id, variantId: variant.id, unitOfMeasure }, quantity });
  }
  return { lines, errors };
}

/** Rows naming the same item are one line; their sum must stay within the line bound. */
function sumDuplicates(
  lines: ImportLine[],
  sheet: CartWorkbookRows,
): { lines: ImportLine[]; errors: RowError[] } {
  const byKey = new Map<string, ImportLine>();
  const errors: RowError[] = [];
  for (const line of lines) {
    const id = productKey(line.productKey);
    const earlier = byKey.get(id);
    const quantity = (earlier?.quantity ?? 0) + line.quantity;
    if (quantity > maxLineQuantity) {
      errors.push({
        row: line.row,
        column: sheet.headers.quantity ?? null,
        message: `Rows for this item add up to ${quantity}; at most ${maxLineQuantity}`,
      });
    }
    byKey.set(id, { ...line, row: earlier?.row ?? line.row, quantity });
  }
  return { lines: [...byKey.values()], errors };
}

/** Seconds a client is asked to wait (`Retry-After`) when every import slot is taken: an import takes less. */
export const importRetryAfterSeconds = 2;

/** 503 `import-busy`: the process runs its most imports at once; nothing was read, the client retries. */
export const importBusy = (maxConcurrent: number) =>
  appError(
    'import-busy',
    `Too many cart imports are running (at most ${maxConcurrent} at once); try again in ${importRetryAfterSeconds} seconds`,
  );

/**
 * The app's import slots (config `cartImport.maxConcurrent`, `CART_IMPORT_CONCURRENCY`): at most that many
 * imports run at once, and one more is refused at once with `import-busy` instead of waiting (ADR 33).
 */
export function createCartImportLimiter(maxConcurrent: number): Limiter {
  return createLimiter(maxConcurrent, { maxQueued: 0, whenFull: () => importBusy(maxConcurrent) });
}

/**
 * ImportCart: the .xlsx's lines into the caller's open cart of the order type (created when there is none).
 * Order of defence (ADR 33): the zip guard reads declared sizes (bombs rejected before anything is inflated);
 * the reader refuses a first sheet or shared string table that declares more than the limits, then streams
 * the sheet and stops at the first row, cell or column beyond them. Every row is checked before anything is
 * written; any bad row → 400 `import-failed` listing each row's problems, the cart unchanged. The write is one
 * transaction (importLines): `overrideCart` replaces every line, otherwise quantities are added.
 */
export async function importCartFromExcel(ctx: AreaCtx, input: ImportCartInput): Promise<ChangedCart> {
  const file = Buffer.from(input.file.buffer, input.file.byteOffset, input.file.byteLength);
  const sheet = await readCartWorkbook(file);
  const resolved = await resolveRows(ctx, input, sheet);
  const summed = sumDuplicates(resolved.lines, sheet);
  // The cart's own check, the one importLines applies: after resolveRows it normally finds nothing, but it keeps
  // the per-row report from ever promising less than the write would refuse.
  const problems = await findLineProblems(ctx, {
    orderType: input.orderType,
    languageCode: input.area.languageCode,
    lines: summed.lines,
  });
  const errors = [
    ...sheet.errors,
    ...resolved.errors,
    ...summed.errors,
    ...problems.map(({ index, message }) => ({ row: summed.lines[index]?.row ?? 0, column: null, message })),
  ];
  if (errors.length > 0) throw importFailed(errors);
  if (summed.lines.length === 0) throw importFailed([], 'The file holds no lines to import');

  const { cartId } = await getOrCreateCart(ctx, { area: input.area, orderType: input.orderType });
  return importLines(ctx, {
    area: input.area,
    cartId,
    lines: summed.lines,
    override: input.overrideCart,
  });
}
