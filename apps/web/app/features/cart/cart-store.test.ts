import type { ProductKey } from '@shop/contracts';
import { describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeCartServer } from '../../test-support/fake-cart-server.ts';
import { needsCalculation, totalQuantity } from './cart-state.ts';
import { type CartProblem, createCartStore } from './cart-store.ts';
import { type LocalCarts, readLocalCarts, writeLocalCarts } from './local-carts.ts';

const key = (n: number): ProductKey => ({
  productId: `NL${10000 + n}`,
  variantId: `NL${10000 + n}-rose-98`,
  unitOfMeasure: 'CU',
});

/** Let every settled promise run its continuations. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function customerStore(
  server = fakeCartServer(),
  mergeSource: Parameters<typeof createCartStore>[0]['mergeSource'] = null,
) {
  const problems: CartProblem[] = [];
  const reload = vi.fn();
  const store = createCartStore({
    mode: 'server',
    backend: server.backend,
    mergeSource,
    onProblem: (problem) => problems.push(problem),
    reload,
  });
  return { store, server, problems, reload };
}

const quantities = (store: ReturnType<typeof customerStore>['store'], orderType: 'Stock' | 'Preorder') =>
  store.getSnapshot().entries[orderType]?.cart?.lines.map((line) => line.quantity) ?? [];

describe('createCartStore: newer calls supersede older ones', () => {
  it('runs the calls of one order type in order and shows only the newest answer', async () => {
    const { store, server } = customerStore();
    server.hold();
    const first = store.addLine('Stock', key(1), 1);
    const second = store.addLine('Stock', key(1), 2);
    await flush();
    // Creating the cart, then the first change: the second waits for the first.
    server.release('create');
    await flush();
    expect(server.calls.map((call) => call.name)).toEqual(['create', 'change']);
    server.release('change');
    await first;
    // The first answer is superseded by the call already issued after it: nothing shows yet.
    expect(quantities(store, 'Stock')).toEqual([]);
    expect(store.getSnapshot().entries.Stock?.busy).toBe(true);
    await flush();
    server.release('change');
    await second;
    expect(quantities(store, 'Stock')).toEqual([3]);
    expect(store.getSnapshot().entries.Stock?.busy).toBe(false);
  });

  it('keeps Stock and Preorder independent: one order type never waits for the other', async () => {
    const { store, server } = customerStore();
    await store.addLine('Preorder', key(2), 1);
    await store.addLine('Stock', key(1), 1);
    server.hold();
    const stock = store.addLine('Stock', key(1), 1);
    const preorder = store.addLine('Preorder', key(2), 4);
    await flush();
    server.release('change', 'Preorder');
    await preorder;
    expect(quantities(store, 'Preorder')).toEqual([5]);
    expect(store.getSnapshot().entries.Stock?.busy).toBe(true);
    server.release('change', 'Stock');
    await stock;
    expect(quantities(store, 'Stock')).toEqual([2]);
  });

  it('never replaces a cart with an older version of it (a slow load after a fast add)', async () => {
    const server = fakeCartServer();
    const { store } = customerStore(server);
    await store.addLine('Stock', key(1), 1);
    const old = server.carts.get('Stock');
    await store.addLine('Stock', key(1), 1);
    server.hold();
    const starting = store.start();
    await flush();
    // The server answers the load with the cart as it was before the second add.
    if (old) server.carts.set('Stock', old);
    server.release('load');
    await starting;
    expect(quantities(store, 'Stock')).toEqual([2]);
  });

  it('calculates once for everybody who asked while the calculation waited', async () => {
    const { store, server } = customerStore();
    await store.addLine('Stock', key(1), 1);
    expect(needsCalculation(store.getSnapshot().entries.Stock)).toBe(true);
    await Promise.all([store.calculate('Stock'), store.calculate('Stock'), store.calculateMissing()]);
    expect(server.calls.filter((call) => call.name === 'calculate')).toHaveLength(1);
    expect(store.getSnapshot().entries.Stock?.cart?.calculation).not.toBeNull();
    expect(needsCalculation(store.getSnapshot().entries.Stock)).toBe(false);
  });

  it('a line change after the calculation leaves the cart to be calculated again', async () => {
    const { store } = customerStore();
    await store.addLine('Stock', key(1), 1);
    await store.calculate('Stock');
    await store.addLine('Stock', key(2), 1);
    expect(store.getSnapshot().entries.Stock?.cart?.calculation).toBeNull();
    expect(totalQuantity(store.getSnapshot())).toBe(2);
  });
});

describe('createCartStore: lines', () => {
  it('sets a quantity, and a quantity of 0 or below deletes the line (spec §4)', async () => {
    const { store } = customerStore();
    const { cart } = await store.addLine('Stock', key(1), 2);
    const line = cart.lines[0];
    if (!line) throw new Error('no line');
    await store.setQuantity('Stock', line.id, line.productKey, 7);
    expect(quantities(store, 'Stock')).toEqual([7]);
    await store.setQuantity('Stock', line.id, line.productKey, -1);
    expect(quantities(store, 'Stock')).toEqual([]);
    expect(totalQuantity(store.getSnapshot())).toBe(0);
  });

  it('forgets a cart that is no longer open when the carts are read again (an order was placed)', async () => {
    const { store, server } = customerStore();
    await store.addLine('Stock', key(1), 2);
    await store.addLine('Preorder', key(2), 1);
    server.carts.delete('Stock');

    await store.refresh();

    expect(store.getSnapshot().entries.Stock?.cart).toBeNull();
    expect(totalQuantity(store.getSnapshot())).toBe(1);
  });

  it('counts the quantity over all order types for the header marker', async () => {
    const { store } = customerStore();
    await store.addLine('Stock', key(1), 2);
    await store.addLine('Preorder', key(2), 3);
    expect(totalQuantity(store.getSnapshot())).toBe(5);
  });
});

describe('createCartStore: errors (spec §8)', () => {
  it.each(['NotCartOwnerException', 'CartUsedInOrderException', 'ArgumentMissingException'])(
    'reloads the page on %s',
    async (type) => {
      const { store, server, reload, problems } = customerStore();
      server.failNext('change', apiFailure(409, type));
      await expect(store.addLine('Stock', key(1), 1)).rejects.toThrow();
      expect(reload).toHaveBeenCalledTimes(1);
      expect(problems).toEqual([]);
    },
  );

  it('ignores a failed cart creation silently, while the add itself still fails', async () => {
    const { store, server, reload, problems } = customerStore();
    server.failNext('create', apiFailure(500, 'InternalServerError'));
    await expect(store.addLine('Stock', key(1), 1)).rejects.toThrow('InternalServerError happened');
    expect(problems).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the server message of a BusinessCentralException, and the raw error of any other', async () => {
    const { store, server, problems } = customerStore();
    server.failNext('change', apiFailure(502, 'BusinessCentralException', 'Item NL10001 is blocked'));
    await expect(store.addLine('Stock', key(1), 1)).rejects.toThrow();
    server.failNext('change', new TypeError('Failed to fetch'));
    await expect(store.addLine('Stock', key(1), 1)).rejects.toThrow();
    expect(problems.map((problem) => problem.kind === 'error' && problem.reaction)).toEqual([
      { kind: 'business-central', message: 'Item NL10001 is blocked', errorCode: 'BusinessCentralException' },
      { kind: 'danger', message: 'Failed to fetch', errorCode: null },
    ]);
  });

  it('a 401 on CalculateCart empties the cart on screen and keeps the calculation error', async () => {
    const { store, server, problems } = customerStore();
    await store.addLine('Stock', key(1), 2);
    server.failNext('calculate', apiFailure(401, 'UnauthorizedException', 'Unauthorized'));
    await store.calculate('Stock');
    const entry = store.getSnapshot().entries.Stock;
    expect(entry?.cart?.lines).toEqual([]);
    expect(entry?.calculationError).toBe('Unauthorized');
    expect(problems).toMatchObject([{ kind: 'error', reaction: { kind: 'calculation-unauthorized' } }]);
    expect(needsCalculation(entry)).toBe(false);
  });

  it('reports validation changes after a calculation, naming the order type (spec §5)', async () => {
    const { store, server, problems } = customerStore();
    const { cart } = await store.addLine('Stock', key(1), 50);
    const change = {
      lineId: cart.lines[0]?.id ?? '',
      productKey: key(1),
      kind: 'cut' as const,
      from: 50,
      to: 12,
      reason: 'delivery' as const,
    };
    server.changeOnNextCalculation([change]);
    await store.calculate('Stock');
    expect(problems).toEqual([{ kind: 'validation-changed', orderType: 'Stock', changes: [change] }]);
  });
});

describe('createCartStore: an anonymous cart joins the customer cart after login', () => {
  function memoryStorage(initial: LocalCarts) {
    const values = new Map<string, string>();
    const storage = {
      getItem: (name: string) => values.get(name) ?? null,
      setItem: (name: string, value: string) => void values.set(name, value),
      removeItem: (name: string) => void values.delete(name),
    };
    writeLocalCarts(storage, initial);
    return {
      storage,
      source: {
        read: () => readLocalCarts(storage),
        clear: (orderType: 'Stock' | 'Preorder' | 'Web' | 'FutureStock') =>
          writeLocalCarts(storage, { ...readLocalCarts(storage), [orderType]: [] }),
      },
    };
  }

  it('adds the local quantities to the server lines and then forgets the local cart', async () => {
    const server = fakeCartServer();
    const { store: before } = customerStore(server);
    await before.addLine('Stock', key(1), 2);
    const local = memoryStorage({
      Stock: [{ productKey: key(1), quantity: 3 }],
      Preorder: [{ productKey: key(2), quantity: 1 }],
    });
    const { store } = customerStore(server, local.source);

    await store.start();

    expect(quantities(store, 'Stock')).toEqual([5]);
    expect(quantities(store, 'Preorder')).toEqual([1]);
    expect(readLocalCarts(local.storage)).toEqual({});
  });

  it('keeps the local lines of an order type whose merge failed', async () => {
    const server = fakeCartServer();
    const local = memoryStorage({
      Stock: [{ productKey: key(1), quantity: 3 }],
      Preorder: [{ productKey: key(2), quantity: 1 }],
    });
    const { store, problems } = customerStore(server, local.source);
    server.failNext('create', apiFailure(500, 'InternalServerError'));

    await store.start();

    // Preorder comes first in the storage order; its cart could not be created.
    expect(readLocalCarts(local.storage)).toEqual({ Preorder: [{ productKey: key(2), quantity: 1 }] });
    expect(quantities(store, 'Stock')).toEqual([3]);
    expect(problems).toEqual([]);
  });
});
