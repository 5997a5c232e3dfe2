/** What the bench scripts share: their database, and the bench dealer's order data as stored JSON. */

/** DATABASE_URL's PostgreSQL when set, else PGlite in the `--data-dir` given (one of them is required). */
export function benchDatabase(dataDir: string | undefined) {
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl
    ? { kind: 'postgres' as const, url: databaseUrl }
    : { kind: 'pglite' as const, dataDir: dataDir ?? null };
  if (database.kind === 'pglite' && !database.dataDir)
    throw new Error('--data-dir or DATABASE_URL is required');
  return database;
}

/** The bench dealer's (C10901) address, as an order stores it. */
export const benchAddress = JSON.stringify({
  name: 'Bench Børnetøj ApS',
  address1: 'Vestergade 1',
  address2: null,
  postalCode: '8000',
  city: 'Aarhus C',
  countryCode: 'DK',
  email: 'bench.cc@nordlys.demo',
  phone: null,
});

/** The shipping method of the bench orders: the demo's Danish parcel, 75.00 kr. */
export const benchShippingMethod = JSON.stringify({
  internalId: 'parcel-dk',
  name: 'Standard parcel (DHL)',
  fee: 7_500,
  countryCode: 'DK',
  trackAndTrace: true,
  extraInfo: { pickup: false, currencyCode: 'DKK' },
});

/** The summary of an order of goods from stock only: their net amount and their quantity. */
export const stockOnlySummary = (amountWithoutVat: number, quantity: number) =>
  JSON.stringify({
    subTotalWithoutVat: amountWithoutVat,
    totalPriceOfInStockWithoutVat: amountWithoutVat,
    totalPriceOfPreorderWithoutVat: 0,
    totalPriceOfInFutureStockWithoutVat: 0,
    totalPriceOfOnSaleWithoutVat: 0,
    totalPriceOfSummerShopWithoutVat: 0,
    totalQuantity: quantity,
    totalQuantityOfInStock: quantity,
    totalQuantityOfPreorder: 0,
    totalQuantityOfInFutureStock: 0,
    totalQuantityOfOnSale: 0,
    totalQuantityOfSummerShop: 0,
  });
