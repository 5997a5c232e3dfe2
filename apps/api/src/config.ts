import type { DatabaseConfig } from './db/client.ts';
import type { ErpConfig } from './modules/erp/erp.ts';
import type { MailConfig } from './modules/mail/mailer.ts';
import type { PaymentConfig } from './modules/payment/payment-config.ts';
import {
  defaultPriceCalculationMode,
  type PriceCalculationMode,
} from './modules/pricing/price-calculation-mode.ts';

/** Everything the app needs, decided once (from env in server.ts, literally in tests). */
export type AppConfig = {
  host: string;
  port: number;
  database: DatabaseConfig;
  /** Root folder of product images and files; null = no media on disk (tests). */
  mediaDir: string | null;
  /** Where resized images are kept between requests; null = resize on every request. */
  imageCacheDir: string | null;
  redisUrl: string | null;
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  demo: { loadWhenEmpty: boolean; styles: number; renderImages: boolean };
  tokenTtlHours: number;
  /** Login attempts per client address and minute. */
  loginRateLimitPerMinute: number;
  /** Who calculates prices for whom (`PRICE_CALCULATION_MODE`); see docs/decisions/0009-pricing.md. */
  priceCalculationMode: PriceCalculationMode;
  /** The ERP behind the external price strategy (`ERP`); the built-in internal ledger by default. */
  erp: ErpConfig;
  /** Card provider and the test gateway's callback transport; see docs/decisions/0016-payments.md. */
  payment: PaymentConfig;
  /** The durable job queue's worker (`JOBS_ENABLED`); off in tests, which drive it with runDueJobs. */
  jobs: { enabled: boolean; pollMs: number };
  /** E-mail: `smtpUrl` null = write to the outbox table and the log only (`SMTP_URL`, `MAIL_FROM`). */
  mail: MailConfig;
  /**
   * Orders: a card order not paid within `paymentExpiryMinutes` (`ORDER_PAYMENT_EXPIRY_MINUTES`) is rejected
   * and its stock released; see docs/decisions/0016-payments.md.
   */
  orders: { paymentExpiryMinutes: number };
  /**
   * The built-in ledger ERP: a sales order ships (and is invoiced) once it is `shipAfterMinutes` old
   * (`LEDGER_SHIP_AFTER_MINUTES`) and its lines are due; see docs/decisions/0021-ledger-documents.md.
   */
  ledger: { shipAfterMinutes: number };
};

/** A config for tests: in-memory PGlite with a small demo catalogue, no media, silent logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    database: { kind: 'pglite', dataDir: null },
    mediaDir: null,
    imageCacheDir: null,
    redisUrl: null,
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    demo: { loadWhenEmpty: true, styles: 12, renderImages: false },
    tokenTtlHours: 24,
    loginRateLimitPerMinute: 1000,
    priceCalculationMode: defaultPriceCalculationMode,
    erp: { kind: 'internal' },
    payment: { card: 'test-gateway', testGatewayCallback: 'in-process' },
    jobs: { enabled: false, pollMs: 1000 },
    mail: { smtpUrl: null, from: 'Nordlys <shop@nordlys.demo>' },
    orders: { paymentExpiryMinutes: 60 },
    ledger: { shipAfterMinutes: 30 },
    ...overrides,
  };
}
