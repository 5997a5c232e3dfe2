import type { DatabaseConfig } from './db/client.ts';
import type { TrustProxy } from './lib/trust-proxy.ts';

/**
 * customer-center-and-sales §3 'Price calculation mode': who calculates prices.
 * - InternallyCalculateNotLoggedIn: anonymous visitors from the shop's price rules, logged-in users from
 *   the ERP (the default: see docs/decisions/0009-pricing.md)
 * - ExternallyCalculateAll: everyone from the ERP
 * - InternallyCalculateAll: everyone from the shop's price rules, the ERP is never asked for prices
 */
export const priceCalculationModes = [
  'InternallyCalculateNotLoggedIn',
  'ExternallyCalculateAll',
  'InternallyCalculateAll',
] as const;
export type PriceCalculationMode = (typeof priceCalculationModes)[number];
export const defaultPriceCalculationMode: PriceCalculationMode = 'InternallyCalculateNotLoggedIn';

/**
 * `smtpUrl` (`SMTP_URL`, e.g. smtp://user:pass@mail.example:587): send through that server with nodemailer.
 * null: the outbox table and the log are the only destination (a shop running alone).
 */
export type MailConfig = { smtpUrl: string | null; from: string };

/**
 * The settings services read through `ctx.config`: plain data, decided once (from env in server.ts,
 * literally in tests). The ERP and payment providers a configuration may carry as objects are in `AppConfig`
 * (config.ts): wiring.ts turns them into services, so this type, and the context that holds it, need no
 * module's types.
 */
export type AppSettings = {
  host: string;
  port: number;
  database: DatabaseConfig;
  /** Root folder of product images and files; null = no media on disk (tests). */
  mediaDir: string | null;
  /**
   * Where product images and files live (`MEDIA_STORAGE`): the folder `mediaDir` (default), or an
   * S3-compatible bucket (ADR 72); with a bucket the resized images are kept in it too (`imageCacheDir` unused).
   */
  mediaStorage: { kind: 'folder' } | { kind: 's3'; s3: S3MediaConfig };
  /** Where resized images are kept between requests; null = resize on every request. */
  imageCacheDir: string | null;
  /** `IMAGE_CACHE_MAX_MB`: the image cache folder is kept under this, least recently used evicted (ADR 34). */
  imageCacheMaxMb: number;
  redisUrl: string | null;
  /** The shop's public address (`PUBLIC_URL`); when it is https the API also sends HSTS (ADR 31). */
  publicUrl: string;
  /** Serve the OpenAPI document and its UI at /api/docs (`API_DOCS_PUBLIC`, default true); off = 404 (ADR 31). */
  apiDocsPublic: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * `/metrics` in the Prometheus format on its own port (`METRICS_PORT`, `METRICS_HOST`; default off and
   * loopback), never on the API's port: it names queues, pool use and operations nobody outside needs.
   */
  metrics: { port: number | null; host: string };
  /** `loadWhenEmpty` (`DEMO_DATA`): load the demo into an empty database at start; by default on PGlite only. */
  demo: { loadWhenEmpty: boolean; styles: number; renderImages: boolean };
  /**
   * `days` (`RETENTION_DAYS`): the hourly maintenance deletes done jobs, expired or revoked tokens and sent
   * outbox mails older than this; see docs/decisions/0035-safe-startup-and-retention.md.
   */
  retention: { days: number };
  tokenTtlHours: number;
  /** Login attempts per client address and minute. */
  loginRateLimitPerMinute: number;
  /**
   * Failed logins per account whatever the address (`LOGIN_ACCOUNT_FAILURE_LIMIT` within
   * `LOGIN_ACCOUNT_FAILURE_WINDOW_MINUTES`): past it every attempt answers 429 until the window ends (ADR 37).
   */
  loginAccountLimit: { failures: number; windowMinutes: number };
  /**
   * Failed logins per client address whatever the accounts (`LOGIN_ADDRESS_FAILURE_LIMIT` a minute): password
   * spraying from one address answers 429 past it; half of it while Redis is down (ADR 71).
   */
  loginAddressLimit: { failures: number; windowMinutes: number };
  /** Prefix of the rate-limit counters in Redis (with `redisUrl`); instances sharing it share the limits. */
  rateLimitKeyPrefix: string;
  /** `API_TRUST_PROXY`: the proxies whose `X-Forwarded-For` names the client (ADR 37); loopback by default. */
  trustProxy: TrustProxy;
  /** Who calculates prices for whom (`PRICE_CALCULATION_MODE`); see docs/decisions/0009-pricing.md. */
  priceCalculationMode: PriceCalculationMode;
  /**
   * Which ERP (`ERP`): the built-in internal ledger by default, an ERP over HTTP (ADR 87), or one provided in
   * code (config.ts).
   */
  erp: { kind: 'internal' | 'http' | 'provided' };
  /** The durable job queue's worker (`JOBS_ENABLED`); off in tests, which drive it with runDueJobs. */
  jobs: { enabled: boolean; pollMs: number };
  /** E-mail: `smtpUrl` null = write to the outbox table and the log only (`SMTP_URL`, `MAIL_FROM`). */
  mail: MailConfig;
  /**
   * `SHOP_APPLICATIONS_EMAIL`: where the shop is told of a dealer application (/new-customer); by default the
   * address of `MAIL_FROM`, the shop's own (ADR 42).
   */
  applicationsEmail: string;
  /**
   * Orders: a card order not paid within `paymentExpiryMinutes` (`ORDER_PAYMENT_EXPIRY_MINUTES`) is rejected
   * and its stock released; see docs/decisions/0016-payments.md.
   */
  orders: { paymentExpiryMinutes: number };
  /**
   * The built-in ledger ERP: a sales order ships (and is invoiced) once it is `shipAfterMinutes` old
   * (`LEDGER_SHIP_AFTER_MINUTES`) and its lines are due; see docs/decisions/0021-ledger-documents.md.
   * `refuseOnceReference` (`LEDGER_REFUSE_ONCE_REFERENCE`, unset by default): demos and browser tests name an
   * order reference the ledger refuses the first transfer of, as an ERP refuses a blocked customer (ADR 49).
   */
  ledger: { shipAfterMinutes: number; refuseOnceReference?: string | null };
  /**
   * ImportCart: at most `maxConcurrent` imports run at once per process (`CART_IMPORT_CONCURRENCY`); one more
   * is answered 503 with Retry-After; see docs/decisions/0033-bounded-excel-import.md.
   */
  cartImport: { maxConcurrent: number };
  /**
   * The shop's own company as its PDFs name it (seller, VAT number, contact); see
   * docs/decisions/0039-customer-center-files.md.
   */
  seller: SellerDetails;
  /**
   * The customer center's files: per user, at most `perUserConcurrent` downloads at once per process
   * (`DOCUMENT_DOWNLOADS_CONCURRENT`) and `perUserPerMinute` of each call (`DOCUMENT_DOWNLOADS_PER_MINUTE`);
   * more answer 429 with Retry-After (ADR 39).
   */
  documentDownloads: { perUserConcurrent: number; perUserPerMinute: number };
  /**
   * The feeds under /api/admin: calls per API key per minute (`FEED_RATE_LIMIT_PER_MINUTE`); more answer 429
   * with Retry-After, counted in Redis when configured (ADR 51).
   */
  feeds: { perKeyPerMinute: number };
};

/**
 * An S3-compatible bucket (`MEDIA_STORAGE=s3`): AWS S3, or MinIO, Ceph, R2… through `S3_ENDPOINT` with
 * `S3_FORCE_PATH_STYLE=true`. Credentials from `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY` when given, else
 * the SDK's own chain (instance role, profile).
 */
export type S3MediaConfig = {
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  /** Put before every key (`S3_PREFIX`), so one bucket can serve several shops. */
  prefix: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
};

/** The seller block of the shop's documents. */
export type SellerDetails = {
  name: string;
  address1: string;
  postalCode: string;
  city: string;
  countryCode: string;
  vatNumber: string;
  email: string;
  phone: string;
  website: string;
  /**
   * The account customers pay invoices on account into, printed on those invoices (`SHOP_BANK_NAME`,
   * `SHOP_BANK_IBAN`, `SHOP_BANK_BIC`; the IBAN normalized and checked when the environment is read).
   */
  bank: BankDetails;
};

/** A bank account: the IBAN without spaces in capitals, the BIC (SWIFT code) and the bank's name. */
export type BankDetails = { name: string; iban: string; bic: string };

/** The demo's account: the IBAN of ISO 13616's Danish example (check digits hold), at a bank that is none. */
export const demoBank: BankDetails = {
  name: 'Nordlys Demo Bank',
  iban: 'DK5000400440116243',
  bic: 'NDEMDKKK',
};

/** The demo brand's company (the footer's "Nordlys ApS · Nørregade 12 · 8000 Aarhus C · CVR 12345678"). */
export const demoSeller: SellerDetails = {
  name: 'Nordlys ApS',
  address1: 'Nørregade 12',
  postalCode: '8000',
  city: 'Aarhus C',
  countryCode: 'DK',
  vatNumber: 'DK12345678',
  email: 'shop@nordlys.demo',
  phone: '+45 70 20 30 40',
  website: 'nordlys.demo',
  bank: demoBank,
};
