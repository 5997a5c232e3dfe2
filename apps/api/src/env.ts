import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidBic, isValidIban, normalizeIban } from '@shop/commerce';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import { defaultPriceCalculationMode, demoBank, demoSeller, priceCalculationModes } from './config-types.ts';
import { parseApiTrustProxy } from './lib/trust-proxy.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EnvSchema = z.object({
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  DATABASE_URL: optionalString.pipe(z.url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional()),
  DATA_DIR: optionalString,
  SEARCH_REPLICA: z.enum(['true', 'false']).default('true'),
  /** Copies of the search tables (ADR 99): searches run on as many cores at once; each costs its memory. */
  SEARCH_REPLICAS: z.coerce.number().int().min(1).max(16).default(1),
  MEDIA_DIR: optionalString,
  IMAGE_CACHE_DIR: optionalString,
  /** `folder` (MEDIA_DIR) or `s3` (the S3_* variables; ADR 72). */
  MEDIA_STORAGE: z.enum(['folder', 's3']).default('folder'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url({ message: 'S3_ENDPOINT must be an http(s):// URL' }).optional()),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, { message: 'S3_PREFIX must be empty or end with / (e.g. shop/)' })
    .default(''),
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  AWS_SESSION_TOKEN: optionalString,
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(10_000_000).default(1024),
  REDIS_URL: optionalString.pipe(z.url({ message: 'REDIS_URL must be a redis:// URL' }).optional()),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be an absolute URL' }).default('http://localhost:3000'),
  /** The OpenAPI document and UI at /api/docs; `false` answers 404 there (ADR 31). */
  API_DOCS_PUBLIC: z.enum(['true', 'false']).default('true'),
  /** `/metrics` on this port (0 = any free one); unset = no metrics listener. */
  METRICS_PORT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_STYLES: z.coerce.number().int().min(1).max(100_000).default(60),
  DEMO_RENDER_IMAGES: z.enum(['true', 'false']).default('true'),
  /** Load the demo into an empty database; unset = only on embedded PGlite (ADR 35). */
  DEMO_DATA: optionalString.pipe(z.enum(['true', 'false']).optional()),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  LOGIN_ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(20),
  LOGIN_ADDRESS_FAILURE_LIMIT: z.coerce.number().int().min(1).default(30),
  LOGIN_ACCOUNT_FAILURE_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  API_TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseApiTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  PRICE_CALCULATION_MODE: z.enum(priceCalculationModes).default(defaultPriceCalculationMode),
  ERP: z.enum(['internal', 'http']).default('internal'),
  /** The ERP over HTTP (ADR 87): where orders are POSTed, the secret they are signed with; ERP=http needs both. */
  ERP_URL: optionalString.pipe(z.url({ message: 'ERP_URL must be an http(s):// URL' }).optional()),
  ERP_SIGNING_SECRET: optionalString.pipe(
    z.string().min(32, { message: 'ERP_SIGNING_SECRET must be at least 32 characters' }).optional(),
  ),
  ERP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PAYMENT_CARD_PROVIDER: z.enum(['test-gateway', 'stripe']).default('test-gateway'),
  /** Stripe Checkout (ADR 86): required when PAYMENT_CARD_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, {
        message: 'STRIPE_SECRET_KEY must be a secret key (sk_live_… or sk_test_…)',
      })
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .startsWith('whsec_', { message: 'STRIPE_WEBHOOK_SECRET must be a signing secret (whsec_…)' })
      .optional(),
  ),
  /** Tests only: the SDK talks to this host instead of api.stripe.com. */
  STRIPE_API_BASE: optionalString.pipe(
    z.url({ message: 'STRIPE_API_BASE must be an http(s):// URL' }).optional(),
  ),
  TEST_GATEWAY_CALLBACK: z.enum(['http', 'in-process']).default('http'),
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  SMTP_URL: optionalString.pipe(z.url({ message: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Nordlys <shop@nordlys.demo>'),
  SHOP_APPLICATIONS_EMAIL: optionalString.pipe(
    z.email({ message: 'SHOP_APPLICATIONS_EMAIL must be an e-mail address' }).optional(),
  ),
  ORDER_PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 7)
    .default(60),
  LEDGER_SHIP_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30)
    .default(30),
  LEDGER_REFUSE_ONCE_REFERENCE: z.string().trim().min(1).max(100).optional(),
  CART_IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  DOCUMENT_DOWNLOADS_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
  DOCUMENT_DOWNLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  FEED_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  /** The account invoices on account are paid into, printed on them. */
  SHOP_BANK_NAME: z.string().trim().min(1).max(70).default(demoBank.name),
  SHOP_BANK_IBAN: z
    .string()
    .transform(normalizeIban)
    .refine(isValidIban, {
      message: 'SHOP_BANK_IBAN must be an IBAN whose check digits hold, e.g. DK50 0040 0440 1162 43',
    })
    .default(demoBank.iban),
  SHOP_BANK_BIC: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidBic, {
      message: 'SHOP_BANK_BIC must be a BIC of 8 or 11 letters and digits, e.g. NDEADKKK',
    })
    .default(demoBank.bic),
});

/** The address in a mailbox as MAIL_FROM writes it: `Nordlys <shop@nordlys.demo>` → `shop@nordlys.demo`. */
const addressOf = (mailbox: string) => /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox;

/** Parse the environment once at boot; a bad value stops the process with a message naming the variable. */
export function loadConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.MEDIA_STORAGE === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid environment:\n  S3_BUCKET: MEDIA_STORAGE=s3 needs the bucket name');
  }
  if (e.PAYMENT_CARD_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    const missing = [
      ...(e.STRIPE_SECRET_KEY ? [] : ['STRIPE_SECRET_KEY']),
      ...(e.STRIPE_WEBHOOK_SECRET ? [] : ['STRIPE_WEBHOOK_SECRET']),
    ];
    throw new Error(
      `Invalid environment:\n${missing.map((name) => `  ${name}: PAYMENT_CARD_PROVIDER=stripe needs it (see .env.example)`).join('\n')}`,
    );
  }
  if (e.ERP === 'http' && (!e.ERP_URL || !e.ERP_SIGNING_SECRET)) {
    const missing = [
      ...(e.ERP_URL ? [] : ['ERP_URL']),
      ...(e.ERP_SIGNING_SECRET ? [] : ['ERP_SIGNING_SECRET']),
    ];
    throw new Error(
      `Invalid environment:\n${missing.map((name) => `  ${name}: ERP=http needs it (see .env.example)`).join('\n')}`,
    );
  }
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, 'data');
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir: path.join(dataDir, 'pglite'),
          searchReplica: e.SEARCH_REPLICA === 'true',
          searchReplicas: e.SEARCH_REPLICAS,
        },
    mediaDir: e.MEDIA_DIR ? path.resolve(e.MEDIA_DIR) : path.join(dataDir, 'media'),
    imageCacheDir: e.IMAGE_CACHE_DIR
      ? path.resolve(e.IMAGE_CACHE_DIR)
      : path.join(dataDir, 'cache', 'images'),
    imageCacheMaxMb: e.IMAGE_CACHE_MAX_MB,
    mediaStorage:
      e.MEDIA_STORAGE === 's3'
        ? {
            kind: 's3',
            s3: {
              bucket: e.S3_BUCKET ?? '',
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT ?? null,
              forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
              prefix: e.S3_PREFIX,
              credentials:
                e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
                  ? {
                      accessKeyId: e.AWS_ACCESS_KEY_ID,
                      secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
                      ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
                    }
                  : null,
            },
          }
        : { kind: 'folder' },
    redisUrl: e.REDIS_URL ?? null,
    publicUrl: e.PUBLIC_URL,
    apiDocsPublic: e.API_DOCS_PUBLIC === 'true',
    logLevel: e.LOG_LEVEL,
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
    demo: {
      loadWhenEmpty: e.DEMO_DATA === undefined ? !e.DATABASE_URL : e.DEMO_DATA === 'true',
      styles: e.DEMO_STYLES,
      renderImages: e.DEMO_RENDER_IMAGES === 'true',
    },
    retention: { days: e.RETENTION_DAYS },
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginAccountLimit: {
      failures: e.LOGIN_ACCOUNT_FAILURE_LIMIT,
      windowMinutes: e.LOGIN_ACCOUNT_FAILURE_WINDOW_MINUTES,
    },
    loginAddressLimit: { failures: e.LOGIN_ADDRESS_FAILURE_LIMIT, windowMinutes: 1 },
    rateLimitKeyPrefix: 'shop:rate:',
    trustProxy: e.API_TRUST_PROXY,
    priceCalculationMode: e.PRICE_CALCULATION_MODE,
    erp:
      e.ERP === 'http'
        ? {
            kind: 'http',
            http: {
              url: e.ERP_URL ?? '',
              signingSecret: e.ERP_SIGNING_SECRET ?? '',
              timeoutMs: e.ERP_TIMEOUT_MS,
            },
          }
        : { kind: 'internal' },
    payment: {
      card: e.PAYMENT_CARD_PROVIDER,
      testGatewayCallback: e.TEST_GATEWAY_CALLBACK,
      ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            stripe: {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiBase: e.STRIPE_API_BASE ?? null,
            },
          }
        : {}),
    },
    jobs: { enabled: e.JOBS_ENABLED === 'true', pollMs: e.JOBS_POLL_MS },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    applicationsEmail: e.SHOP_APPLICATIONS_EMAIL ?? addressOf(e.MAIL_FROM),
    orders: { paymentExpiryMinutes: e.ORDER_PAYMENT_EXPIRY_MINUTES },
    ledger: {
      shipAfterMinutes: e.LEDGER_SHIP_AFTER_MINUTES,
      refuseOnceReference: e.LEDGER_REFUSE_ONCE_REFERENCE ?? null,
    },
    cartImport: { maxConcurrent: e.CART_IMPORT_CONCURRENCY },
    seller: {
      ...demoSeller,
      bank: { name: e.SHOP_BANK_NAME, iban: e.SHOP_BANK_IBAN, bic: e.SHOP_BANK_BIC },
    },
    documentDownloads: {
      perUserConcurrent: e.DOCUMENT_DOWNLOADS_CONCURRENT,
      perUserPerMinute: e.DOCUMENT_DOWNLOADS_PER_MINUTE,
    },
    feeds: { perKeyPerMinute: e.FEED_RATE_LIMIT_PER_MINUTE },
  };
}
