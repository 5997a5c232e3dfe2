import { describe, expect, it } from 'vitest';
import { demoBank } from './config-types.ts';
import { loadConfigFromEnv } from './env.ts';

describe("the shop's bank account from the environment (printed on invoices on account)", () => {
  it('defaults to the demo account', () => {
    expect(loadConfigFromEnv({}).seller.bank).toEqual(demoBank);
  });

  it('takes an account, the IBAN normalized and the BIC in capitals', () => {
    const config = loadConfigFromEnv({
      SHOP_BANK_NAME: 'Nordea Danmark',
      SHOP_BANK_IBAN: 'de89 3704 0044 0532 0130 00',
      SHOP_BANK_BIC: 'ndeadkkk',
    });
    expect(config.seller.bank).toEqual({
      name: 'Nordea Danmark',
      iban: 'DE89370400440532013000',
      bic: 'NDEADKKK',
    });
    expect(config.seller.name).toBe('Nordlys ApS');
  });

  it('refuses an IBAN whose check digits fail and a malformed BIC, naming the variable', () => {
    expect(() => loadConfigFromEnv({ SHOP_BANK_IBAN: 'DK5100400440116243' })).toThrow(/SHOP_BANK_IBAN/);
    expect(() => loadConfigFromEnv({ SHOP_BANK_BIC: 'NDEA DK' })).toThrow(/SHOP_BANK_BIC/);
    expect(() => loadConfigFromEnv({ SHOP_BANK_NAME: '  ' })).toThrow(/SHOP_BANK_NAME/);
  });
});
