import type { ProductKeyParts } from '@shop/commerce';
import type { CurrencyCode, User } from '@shop/contracts';
import * as priceEndpoints from '@shop/contracts/endpoints/price';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { call } from '../../lib/browser-api.ts';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { pricedCustomer } from '../../lib/price-view.ts';
import { sessionCurrency } from '../../lib/session-currency.ts';
import { useNotify } from '../notifications/notifications-context.tsx';
import { readDeliveryCountry, visitorVat, writeDeliveryCountry } from './delivery-country-preference.ts';
import { readMarginPreference, writeMarginPreference } from './margin-preference.ts';
import { createPriceBatcher, type PriceAnswer, type PriceBatcher, type PriceEntry } from './price-batcher.ts';
import { readVatPreference, writeVatPreference } from './vat-preference.ts';

type PricesValue = {
  batcher: PriceBatcher;
  /** true: the batcher holds the customer's net prices; false: retail prices. */
  customerPrices: boolean;
  currencyCode: string;
  includeVat: boolean;
  setIncludeVat: (value: boolean) => void;
  /** The rate the switch applies: a customer's own VAT decision (ADR 67), the spec's 25 % for everybody else. */
  vatRateBasisPoints: number;
  /** Why a customer's prices carry no VAT (reverse charge, export); null when the switch adds VAT. */
  noVatKind: NoVatKind | null;
  /** The country an anonymous visitor chose to deliver to at checkout; null before, and for a customer. */
  deliveryCountryCode: string | null;
  setDeliveryCountryCode: (countryCode: string) => void;
  /** A customer's RRP and margin beside their net prices (ADR 59); always false for retail prices. */
  showMargin: boolean;
  setShowMargin: (value: boolean) => void;
};

export type NoVatKind = 'reverse-charge' | 'export';

const PricesContext = createContext<PricesValue | null>(null);

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * Prices for the visitor: a logged-in customer gets their own net prices in their currency
 * (GetPricesByCustomer), and so do staff viewing a customer's prices (ADR 82), everybody else retail prices (GetPrices): a session editing a proposal draft in the
 * draft's currency (the API decides that from the token), others in the area's. A new user or currency
 * starts from an empty store, so nothing of the previous user survives (spec §4: logout clears prices).
 */
export function PricesProvider({
  user,
  areaCurrency,
  children,
}: {
  user: User | null;
  areaCurrency: CurrencyCode;
  children: ReactNode;
}) {
  const t = useT();
  const notify = useNotify();
  const customer = pricedCustomer(user);
  const customerPrices = customer !== null;
  const currencyCode = sessionCurrency(user, areaCurrency);
  const userId = user?.id ?? null;

  // The failure message is read when a batch fails, so a new dictionary does not need a new store.
  const reportFailure = useRef(() => {});
  reportFailure.current = () =>
    notify({ title: t('prices.failed-title'), message: t('prices.failed'), variant: 'danger' });

  // One store per user and currency: a new user (login, logout) starts with no prices at all.
  // biome-ignore lint/correctness/useExhaustiveDependencies: userId is why a new store is made
  const batcher = useMemo(
    () =>
      createPriceBatcher({
        currencyCode,
        fetchPrices: async (products, currency) => {
          const endpoint = customerPrices ? priceEndpoints.getPricesByCustomer : priceEndpoints.getPrices;
          const answer = await call(endpoint, { body: { currencyCode: currency, products } });
          return answer.prices;
        },
        onFailure: () => reportFailure.current(),
      }),
    [userId, customerPrices, currencyCode],
  );
  useEffect(() => () => batcher.clear(), [batcher]);

  // The server renders without VAT (the default); the stored choice applies once the page runs.
  const [includeVat, setVat] = useState(false);
  useEffect(() => setVat(readVatPreference(browserStorage(), userId)), [userId]);
  const setIncludeVat = useCallback(
    (value: boolean) => {
      writeVatPreference(browserStorage(), userId, value);
      setVat(value);
    },
    [userId],
  );

  // RRP and margin show for a customer unless switched off on this browser (ADR 59); the server shows them.
  const [marginWanted, setMarginWanted] = useState(true);
  useEffect(() => setMarginWanted(readMarginPreference(browserStorage(), userId)), [userId]);
  const setShowMargin = useCallback(
    (value: boolean) => {
      writeMarginPreference(browserStorage(), userId, value);
      setMarginWanted(value);
    },
    [userId],
  );
  const showMargin = customerPrices && marginWanted;

  // A visitor's delivery country, once chosen at checkout: read once the page runs (the server renders the
  // prices without VAT, so the rate never differs between the server's page and the first render).
  const [visitorCountry, setVisitorCountry] = useState<string | null>(null);
  useEffect(() => setVisitorCountry(readDeliveryCountry(browserStorage())), []);
  const setDeliveryCountryCode = useCallback((countryCode: string) => {
    writeDeliveryCountry(browserStorage(), countryCode);
    setVisitorCountry(readDeliveryCountry(browserStorage()) ?? null);
  }, []);
  const deliveryCountryCode = customerPrices ? null : visitorCountry;

  // The API made the customer's decision with the tax rules (ADR 67); the web only applies its rate. A
  // visitor's is decided here with the same rules: their delivery country's rate, the spec's 25 % before.
  const vat = customer?.vat ?? visitorVat(deliveryCountryCode);
  const vatRateBasisPoints = vat.rateBasisPoints;
  const noVatKind = vat.kind === 'reverse-charge' || vat.kind === 'export' ? vat.kind : null;

  const value = useMemo(
    () => ({
      batcher,
      customerPrices,
      currencyCode,
      includeVat,
      setIncludeVat,
      vatRateBasisPoints,
      noVatKind,
      deliveryCountryCode,
      setDeliveryCountryCode,
      showMargin,
      setShowMargin,
    }),
    [
      batcher,
      customerPrices,
      currencyCode,
      includeVat,
      setIncludeVat,
      vatRateBasisPoints,
      noVatKind,
      deliveryCountryCode,
      setDeliveryCountryCode,
      showMargin,
      setShowMargin,
    ],
  );
  return <PricesContext.Provider value={value}>{children}</PricesContext.Provider>;
}

function usePricesContext(): PricesValue {
  const value = useContext(PricesContext);
  if (!value) throw new Error('Prices are only available inside <PricesProvider>');
  return value;
}

/** The price state of one key, asked for on mount; undefined while not asked for (server render). */
export function usePrice(key: ProductKeyParts | null): PriceEntry | undefined {
  const { batcher } = usePricesContext();
  const productId = key?.productId;
  const variantId = key?.variantId;
  const unit = key?.unitOfMeasure;
  useEffect(() => {
    if (productId && unit) batcher.request({ productId, variantId: variantId ?? null, unitOfMeasure: unit });
  }, [batcher, productId, variantId, unit]);
  const read = () => (key ? batcher.get(key) : undefined);
  // The server renders what the store was seeded with (ADR 55); anything else is still unknown there.
  return useSyncExternalStore(batcher.subscribe, read, read);
}

/**
 * Seed the store with prices the page's loader already asked for (a list's first page, ADR 55), before the
 * tiles below read them: the server renders them, hydration finds the same, and no price call goes out.
 */
export function useSeedPrices(answers: readonly PriceAnswer[] | undefined): void {
  const { batcher } = usePricesContext();
  if (answers && answers.length > 0) batcher.seed(answers);
}

/**
 * The page's price client when it serves retail prices (an anonymous visitor), so the local cart prices its
 * lines from the same cache and requests as the tiles; null for a customer, whose batcher holds net prices.
 */
export function useRetailPriceBatcher(): PriceBatcher | null {
  const { batcher, customerPrices } = usePricesContext();
  return customerPrices ? null : batcher;
}

export function useVat(): {
  includeVat: boolean;
  setIncludeVat: (value: boolean) => void;
  vatRateBasisPoints: number;
  noVatKind: NoVatKind | null;
  deliveryCountryCode: string | null;
} {
  const { includeVat, setIncludeVat, vatRateBasisPoints, noVatKind, deliveryCountryCode } =
    usePricesContext();
  return { includeVat, setIncludeVat, vatRateBasisPoints, noVatKind, deliveryCountryCode };
}

/** Remember where an anonymous visitor delivers to, so their prices carry that country's VAT (issue 28). */
export function useSetDeliveryCountry(): (countryCode: string) => void {
  return usePricesContext().setDeliveryCountryCode;
}

/** Whether a customer's RRP and margin show (ADR 59), and the switch; `available` is false for retail prices. */
export function useMarginSetting(): {
  available: boolean;
  showMargin: boolean;
  setShowMargin: (value: boolean) => void;
} {
  const { customerPrices, showMargin, setShowMargin } = usePricesContext();
  return { available: customerPrices, showMargin, setShowMargin };
}
