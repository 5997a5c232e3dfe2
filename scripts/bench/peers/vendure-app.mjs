// Vendure 3.7.3 for `npm run bench:peers` (vendure-peer.mjs copies this file into the folder Vendure is installed
// in and runs it there). `node vendure-app.mjs populate <products.csv>`: the channel's initial data (a zone, one
// country, a 25 % tax rate, a shipping and a payment method) and the catalogue from the CSV, in Vendure's own
// import format. `node vendure-app.mjs serve`: the shop and admin GraphQL APIs on VENDURE_PORT, with the
// default search plugin and the job queue in the same process. The database comes from VENDURE_DB_* and is
// created by the caller. Benchmark support only: nothing of the shop runs on it.
import vendure from '@vendure/core';
import populateModule from '@vendure/core/cli/populate.js';

const {
  bootstrap,
  DefaultLogger,
  DefaultSearchPlugin,
  JobQueueService,
  LanguageCode,
  LogLevel,
  dummyPaymentHandler,
} = vendure;
const { populate } = populateModule;

const config = {
  apiOptions: {
    port: Number(process.env.VENDURE_PORT ?? 3600),
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
  },
  authOptions: {
    tokenMethod: 'bearer',
    requireVerification: false,
    superadminCredentials: { identifier: 'superadmin', password: 'superadmin' },
  },
  dbConnectionOptions: {
    type: 'postgres',
    host: process.env.VENDURE_DB_HOST ?? '127.0.0.1',
    port: Number(process.env.VENDURE_DB_PORT ?? 5432),
    username: process.env.VENDURE_DB_USER ?? 'postgres',
    password: process.env.VENDURE_DB_PASSWORD ?? '',
    database: process.env.VENDURE_DB_NAME,
    synchronize: true,
    logging: false,
  },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
  plugins: [DefaultSearchPlugin.init({ bufferUpdates: false })],
};

const initialData = {
  defaultLanguage: LanguageCode.en,
  defaultZone: 'Europe',
  taxRates: [{ name: 'Standard Tax', percentage: 25 }],
  shippingMethods: [{ name: 'Standard', price: 500 }],
  paymentMethods: [
    {
      name: 'Invoice',
      handler: { code: dummyPaymentHandler.code, arguments: [{ name: 'automaticSettle', value: 'true' }] },
    },
  ],
  countries: [{ name: 'Denmark', code: 'DK', zone: 'Europe' }],
  collections: [],
};

const [command, csvPath] = process.argv.slice(2);
if (command === 'populate') {
  const app = await populate(() => bootstrap(config), initialData, csvPath);
  await app.close();
  process.exit(0);
} else if (command === 'serve') {
  const app = await bootstrap(config);
  // The search index is built by jobs; this process runs them (Vendure's worker, in the same process).
  await app.get(JobQueueService).start();
  console.log(`vendure listening on ${config.apiOptions.port}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => app.close().then(() => process.exit(0)));
  }
} else {
  console.error('Usage: node vendure-app.mjs populate <products.csv> | serve');
  process.exit(1);
}
