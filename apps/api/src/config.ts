import { type AppSettings, defaultPriceCalculationMode, demoSeller } from './config-types.ts';
import { defaultApiTrustProxy } from './lib/trust-proxy.ts';
import type { ErpConfig } from './modules/erp/index.ts';
import type { PaymentConfig } from './modules/payment/index.ts';

/**
 * Everything the app needs, decided once (from env in server.ts, literally in tests): the settings services
 * read (config-types.ts), plus the ERP and the card provider a configuration may name by object (a real
 * adapter wired by the server, or a test double). wiring.ts builds the services from it.
 */
export type AppConfig = AppSettings & {
  /** The ERP behind the external price strategy (`ERP`); the built-in internal ledger by default. */
  erp: ErpConfig;
  /** Card provider and the test gateway's callback transport; see docs/decisions/0016-payments.md. */
  payment: PaymentConfig;
  /** Prefix of the cache's keys in Redis (`shop:` by default): apps sharing one Redis see each other's. */
  redisKeyPrefix?: string;
};

/** A config for tests: in-memory PGlite with a small demo catalogue, no media, silent logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    database: { kind: 'pglite', dataDir: null },
    mediaDir: null,
    mediaStorage: { kind: 'folder' },
    imageCacheDir: null,
    imageCacheMaxMb: 1024,
    redisUrl: null,
    publicUrl: 'http://localhost:3000',
    apiDocsPublic: true,
    logLevel: 'silent',
    metrics: { port: null, host: '127.0.0.1' },
    demo: { loadWhenEmpty: true, styles: 12, renderImages: false },
    retention: { days: 30 },
    tokenTtlHours: 24,
    loginRateLimitPerMinute: 1000,
    loginAccountLimit: { failures: 1000, windowMinutes: 15 },
    loginAddressLimit: { failures: 1000, windowMinutes: 1 },
    rateLimitKeyPrefix: 'shop:rate:',
    trustProxy: defaultApiTrustProxy,
    priceCalculationMode: defaultPriceCalculationMode,
    erp: { kind: 'internal' },
    payment: { card: 'test-gateway', testGatewayCallback: 'in-process' },
    jobs: { enabled: false, pollMs: 1000 },
    mail: { smtpUrl: null, from: 'Nordlys <shop@nordlys.demo>' },
    applicationsEmail: 'shop@nordlys.demo',
    orders: { paymentExpiryMinutes: 60 },
    ledger: { shipAfterMinutes: 30 },
    cartImport: { maxConcurrent: 2 },
    seller: demoSeller,
    documentDownloads: { perUserConcurrent: 2, perUserPerMinute: 30 },
    feeds: { perKeyPerMinute: 600 },
    ...overrides,
  };
}
