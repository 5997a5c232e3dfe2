import type {
  AreaInfo,
  CalculateCartResponse,
  Cart,
  CartOrderType,
  CartResponse,
  LineChange,
} from '@shop/contracts';
import { ApiError, isErrorBody } from '../../lib/api-error.ts';
import { postJson } from '../../lib/browser-api.ts';
import { loadingBarFailures, loadingBarRequests } from '../layout/loading-bar-store.ts';

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

/**
 * A request to the BFF with any method and a JSON or multipart body, the same way `postJson` does it: the
 * loading bar advances meanwhile and turns failed on an error; non-2xx answers throw ApiError.
 */
async function send(method: string, path: string, body: unknown): Promise<unknown> {
  const done = loadingBarRequests.start();
  try {
    const multipart = body instanceof FormData;
    const response = await fetch(path, {
      method,
      headers: multipart
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const errorBody = isErrorBody(payload) ? payload : null;
      const rows = (payload as { rowErrors?: unknown } | null)?.rowErrors;
      if (Array.isArray(rows)) throw new ImportRejectedError(response.status, errorBody, rows);
      throw new ApiError(response.status, errorBody);
    }
    return payload;
  } catch (error) {
    loadingBarFailures.fail();
    throw error;
  } finally {
    done();
  }
}

/**
 * The cart calls of spec §7 for a logged-in customer, bound to the page's area. The server decides prices,
 * totals and the customer; the web sends only keys and quantities.
 */
export function createCartApi(area: AreaInfo) {
  return {
    async getCarts(orderTypes: readonly CartOrderType[]): Promise<Cart[]> {
      const body = { area, orderTypes };
      return (await postJson<{ carts: Cart[] }>('/api/Cart/GetCartsBySearch', body)).carts;
    },
    async getOrCreateCart(orderType: CartOrderType): Promise<Cart> {
      return (await postJson<CartResponse>('/api/Cart/GetOrCreateCart', { area, orderType })).cart;
    },
    async addOrUpdateLines(cartId: string, lines: LineChangeInput[], override: boolean): Promise<Cart> {
      const body = { area, cartId, lines, overrideExistingQuantity: override };
      return (await postJson<CartResponse>('/api/Cart/AddOrUpdateLines', body)).cart;
    },
    async deleteLines(cartId: string, lineIds: string[]): Promise<Cart> {
      const lines = lineIds.map((lineId) => ({ lineId }));
      return ((await send('DELETE', '/api/Cart/DeleteLines', { area, cartId, lines })) as CartResponse).cart;
    },
    calculateCart(cartId: string): Promise<CalculateCartResponse> {
      return postJson<CalculateCartResponse>('/api/Cart/CalculateCart', { area, cartId });
    },
    /** Spec §7 ImportCart: multipart area, file, overrideCart, orderType; 400 → ImportRejectedError. */
    async importCart(orderType: CartOrderType, file: File, overrideCart: boolean): Promise<Cart> {
      const form = new FormData();
      form.set('area', JSON.stringify(area));
      form.set('orderType', orderType);
      form.set('overrideCart', String(overrideCart));
      form.set('file', file);
      return ((await send('POST', '/api/Cart/ImportCart', form)) as CartResponse).cart;
    },
  };
}

export type CartApi = ReturnType<typeof createCartApi>;

/** Spec §7 ExportCartAsExcel: a plain link, so the browser downloads the file itself. */
export function exportCartHref(areaId: string, cartId: string): string {
  return `/api/Cart/ExportCartAsExcel?${new URLSearchParams({ Area: areaId, Id: cartId })}`;
}
