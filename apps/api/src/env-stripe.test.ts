import { describe, expect, it } from 'vitest';
import { loadConfigFromEnv } from './env.ts';

describe('Stripe Checkout from the environment (ADR 86)', () => {
  it('keeps the built-in test gateway by default, with no Stripe keys', () => {
    const config = loadConfigFromEnv({});
    expect(config.payment.card).toBe('test-gateway');
    expect(config.payment.stripe).toBeUndefined();
  });

  it('takes the keys, and the API host for tests', () => {
    const config = loadConfigFromEnv({
      PAYMENT_CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51Example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.payment).toMatchObject({
      card: 'stripe',
      stripe: {
        secretKey: 'sk_test_51Example',
        webhookSecret: 'whsec_example',
        apiBase: 'http://127.0.0.1:12111',
      },
    });
  });

  it('refuses to start with stripe and a key missing, naming each missing one', () => {
    expect(() => loadConfigFromEnv({ PAYMENT_CARD_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: PAYMENT_CARD_PROVIDER=stripe needs it[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfigFromEnv({
        PAYMENT_CARD_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: ' ',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses a publishable key as the secret key, and an unknown provider', () => {
    expect(() =>
      loadConfigFromEnv({
        PAYMENT_CARD_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_example',
      }),
    ).toThrow(/STRIPE_SECRET_KEY must be a secret key/);
    expect(() => loadConfigFromEnv({ PAYMENT_CARD_PROVIDER: 'paypal' })).toThrow(/PAYMENT_CARD_PROVIDER/);
  });
});
