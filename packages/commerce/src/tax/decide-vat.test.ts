import { describe, expect, it } from 'vitest';
import { decideVat, type VatDecision, type VatInput } from './decide-vat.ts';
import { euCountryCodes, euStandardRatesCheckedOn, euStandardVatRates } from './eu-vat-rates.ts';
import { vatNoteTexts } from './vat-notes.ts';

const business = (deliveryCountryCode: string, vatNumber: string | null): VatInput => ({
  buyer: 'business',
  deliveryCountryCode,
  pickup: false,
  vatNumber,
});
const consumer = (deliveryCountryCode: string | null): VatInput => ({
  buyer: 'consumer',
  deliveryCountryCode,
  pickup: false,
  vatNumber: null,
});
const pick = ({ kind, rateBasisPoints, noteKey }: VatDecision) => [kind, rateBasisPoints, noteKey];

describe('decideVat: the rules of a Danish seller', () => {
  it.each([
    ['a Danish dealer', business('DK', 'DK12345678'), ['domestic', 2500, null]],
    ['a Danish dealer without a number', business('DK', null), ['domestic', 2500, null]],
    [
      'a German dealer with a German number',
      business('DE', 'DE123456789'),
      ['reverse-charge', 0, 'tax.reverseChargeNote'],
    ],
    [
      'a Swedish dealer with a Swedish number',
      business('SE', 'SE556123456701'),
      ['reverse-charge', 0, 'tax.reverseChargeNote'],
    ],
    [
      'a Dutch dealer with a Dutch number',
      business('NL', 'NL123456789B01'),
      ['reverse-charge', 0, 'tax.reverseChargeNote'],
    ],
    [
      'a Greek dealer with an EL number',
      business('GR', 'EL123456789'),
      ['reverse-charge', 0, 'tax.reverseChargeNote'],
    ],
    ['a German dealer without a number', business('DE', null), ['domestic', 2500, null]],
    ['a German dealer with a malformed number', business('DE', 'DE12345'), ['domestic', 2500, null]],
    ['a German delivery with a French number', business('DE', 'FRXX123456789'), ['domestic', 2500, null]],
    ['a Danish number delivering to Germany', business('DE', 'DK12345678'), ['domestic', 2500, null]],
    ['a British dealer', business('GB', 'GB123456789'), ['export', 0, 'tax.exportNote']],
    ['a Norwegian dealer', business('NO', null), ['export', 0, 'tax.exportNote']],
    ['an American dealer', business('US', null), ['export', 0, 'tax.exportNote']],
    ['a Singapore dealer', business('SG', null), ['export', 0, 'tax.exportNote']],
    ['a Swiss dealer', business('CH', 'CHE123456789'), ['export', 0, 'tax.exportNote']],
    ['a Danish visitor', consumer('DK'), ['domestic', 2500, null]],
    ['a German visitor', consumer('DE'), ['one-stop-shop', 1900, null]],
    ['a French visitor', consumer('FR'), ['one-stop-shop', 2000, null]],
    ['a Finnish visitor', consumer('FI'), ['one-stop-shop', 2550, null]],
    ['a Norwegian visitor', consumer('NO'), ['export', 0, 'tax.exportNote']],
    ['a visitor before choosing a country', consumer(null), ['domestic', 2500, null]],
  ])('%s', (_who, input, expected) => {
    expect(pick(decideVat(input))).toEqual(expected);
  });

  it('a visitor who adds a VAT number is still a consumer: One-Stop-Shop, no reverse charge', () => {
    expect(decideVat({ ...consumer('DE'), vatNumber: 'DE123456789' }).kind).toBe('one-stop-shop');
  });

  it("a consumer's EXW pickup is a Danish supply, whatever country they come from", () => {
    for (const country of ['FR', 'US', 'DK']) {
      expect(decideVat({ ...consumer(country), pickup: true })).toEqual({
        kind: 'domestic',
        rateBasisPoints: 2500,
        taxCountryCode: 'DK',
        noteKey: null,
        domesticReason: 'pickup-in-denmark',
      });
    }
  });

  it("a business's EXW pickup follows the country it takes the goods to", () => {
    const pickup = (input: VatInput) => pick(decideVat({ ...input, pickup: true }));
    expect(pickup(business('SG', null))).toEqual(['export', 0, 'tax.exportNote']);
    expect(pickup(business('DE', 'DE123456789'))).toEqual(['reverse-charge', 0, 'tax.reverseChargeNote']);
    expect(pickup(business('DE', null))).toEqual(['domestic', 2500, null]);
    expect(decideVat({ ...business('DK', 'DK12345678'), pickup: true }).domesticReason).toBe(
      'pickup-in-denmark',
    );
  });

  it('says why Danish VAT applies', () => {
    expect(decideVat(business('DE', null)).domesticReason).toBe('no-valid-vat-number');
    expect(decideVat(business('DK', null)).domesticReason).toBe('delivery-in-denmark');
    expect(decideVat(consumer(null)).domesticReason).toBe('delivery-country-not-known');
    expect(decideVat(consumer('FR')).taxCountryCode).toBe('FR');
    expect(decideVat(business('US', null)).taxCountryCode).toBeNull();
  });

  it('refuses a country code that is not two capital letters', () => {
    expect(() => decideVat(consumer('de'))).toThrow(RangeError);
    expect(() => decideVat(consumer('DEU'))).toThrow(RangeError);
  });
});

describe('the rate table and the notes', () => {
  it('holds the 27 member states, each a whole number of basis points, and the date it was checked', () => {
    expect(euCountryCodes).toHaveLength(27);
    expect(Object.keys(euStandardVatRates).sort()).toEqual([...euCountryCodes].sort());
    for (const rate of Object.values(euStandardVatRates)) {
      expect(Number.isSafeInteger(rate) && rate >= 1500 && rate <= 2700).toBe(true);
    }
    expect(euStandardRatesCheckedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives every note in English and Danish, naming the law', () => {
    expect(vatNoteTexts['tax.reverseChargeNote'].en).toBe(
      'Reverse charge: VAT to be accounted for by the recipient, Article 196 Council Directive 2006/112/EC',
    );
    expect(vatNoteTexts['tax.reverseChargeNote'].da).toMatch(/^Omvendt betalingspligt/);
    expect(vatNoteTexts['tax.exportNote'].en).toMatch(/Article 146/);
    expect(vatNoteTexts['tax.exportNote'].da).toMatch(/§ 34/);
  });
});
