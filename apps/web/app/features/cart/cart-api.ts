import type {
  AreaInfo,
  CalculateCartResponse,
  Cart,
  CartOrderType,
  ChangeLinesResponse,
  LineChange,
} from '@shop/contracts';
import * as cartEndpoints from '@shop/contracts/endpoints/cart';
import { ApiError, isApiError } from '../../lib/api-error.ts';
import { call } from '../../lib/browser-api.ts';
import { urlOf } from '../../lib/call-endpoint.ts';

/** A line change as the web sends it (the server fills the defaults). */
export type LineChangeInput = Pick<LineChange, 'productKey' | 'quantity'> & { lineId?: string | null };

/** One row the import refused (spec §7 ImportCart 400 body). */
export type ImportRowError = { row: number; column: string | null; message: string };

/** ImportCart answered 400 with per-row errors: nothing was imported. */
export class ImportRejectedError extends ApiError {
  readonly rowErrors: ImportRowError[];
  constructor(status: number, body: ApiError['body'], rowErrors: ImportRowError[]) {
    super(status, body);
    this.name = 'ImportRejectedError';
    this.rowErrors = rowErrors;
  }
}

/** ImportCart's 400 with per-row errors becomes ImportRejectedError; any other failure stays as it is. */
function rejectedImport(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const rows = (error.payload as { rowErrors?: unknown } | null)?.rowErrors;
  return Array.isArray(rows) ? new ImportRejectedError(error.status, error.body, rows) : error;
}

/**
 * The cart calls of spec §7 for a logged-in customer, bound to the page's area. The server decides prices,
 * totals and the customer; the web sends only keys and quantities.
 */
export function createCartApi(area: AreaInfo) {
  return {
    async getCarts(orderTypes: readonly CartOrderType[]): Promise<Cart[]> {
      const body = { area, orderTypes: [...orderTypes] };
      return (await call(cartEndpoints.getCartsBySearch, { body })).carts;
    },
    async getOrCreateCart(orderType: CartOrderType): Promise<Cart> {
      return (await call(cartEndpoints.getOrCreateCart, { body: { area, orderType } })).cart;
    },
    /** The changed cart and the lines a Stock cart cut as they were added (issue 28). */
    addOrUpdateLines(
      cartId: string,
      lines: LineChangeInput[],
      override: boolean,
    ): Promise<ChangeLinesResponse> {
      const body = { area, cartId, lines, overrideExistingQuantity: override };
      return call(cartEndpoints.addOrUpdateLines, { body });
    },
    async deleteLines(cartId: string, lineIds: string[]): Promise<Cart> {
      const lines = lineIds.map((lineId) => ({ lineId }));
      return (await call(cartEndpoints.deleteLines, { body: { area, cartId, lines } })).cart;
    },
    calculateCart(cartId: string): Promise<CalculateCartResponse> {
      return call(cartEndpoints.calculateCart, { body: { area, cartId } });
    },
    /** Spec §7 ImportCart: multipart area, file, overrideCart, orderType; 400 → ImportRejectedError. */
    async importCart(orderType: CartOrderType, file: File, overrideCart: boolean): Promise<Cart> {
      const body = {
        area: JSON.stringify(area),
        orderType,
        overrideCart: overrideCart ? ('true' as const) : ('false' as const),
        file: new Uint8Array(await file.arrayBuffer()),
      };
      try {
        return (await call(cartEndpoints.importCart, { body })).cart;
      } catch (error) {
        throw rejectedImport(error);
      }
    },
  };
}

export type CartApi = ReturnType<typeof createCartApi>;

/** Spec §7 ExportCartAsExcel: a plain link, so the browser downloads the file itself. */
export function exportCartHref(areaId: string, cartId: string): string {
  return urlOf(cartEndpoints.exportCartAsExcel, { query: { Area: areaId, Id: cartId } });
}
