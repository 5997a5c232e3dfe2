import { describe, expect, it } from 'vitest';
import { euCountryCodes } from './eu-vat-rates.ts';
import { normalizeVatNumber, vatNumberCountry, vatNumberPrefix, vatNumberProblem } from './vat-number.ts';

/** One well-formed number per member state (formats of the Commission's VIES help). */
const wellFormed: Record<string, string> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  BG: 'BG123456789',
  CY: 'CY12345678X',
  CZ: 'CZ12345678',
  DE: 'DE123456789',
  DK: 'DK12345678',
  EE: 'EE123456789',
  ES: 'ESX1234567X',
  FI: 'FI12345678',
  FR: 'FRXX123456789',
  GR: 'EL123456789',
  HR: 'HR12345678901',
  HU: 'HU12345678',
  IE: 'IE1234567WA',
  IT: 'IT12345678901',
  LT: 'LT123456789',
  LU: 'LU12345678',
  LV: 'LV12345678901',
  MT: 'MT12345678',
  NL: 'NL123456789B01',
  PL: 'PL1234567890',
  PT: 'PT123456789',
  RO: 'RO1234567',
  SE: 'SE123456789701',
  SI: 'SI12345678',
  SK: 'SK1234567890',
};

describe('VAT number formats per member state', () => {
  it.each(euCountryCodes.map((country) => [country, wellFormed[country] as string]))(
    '%s accepts %s and refuses it with a letter more or for another country',
    (country, number) => {
      expect(vatNumberCountry(number)).toBe(country);
      expect(vatNumberProblem(number, country)).toBeNull();
      expect(vatNumberProblem(`${number}Q`, country)).toBe('format');
      expect(vatNumberProblem(number, country === 'DE' ? 'FR' : 'DE')).toBe('country');
    },
  );

  it('reads numbers as people type them', () => {
    expect(normalizeVatNumber(' de 123.456-789 ')).toBe('DE123456789');
    expect(vatNumberProblem('se 5561234567 01', 'SE')).toBeNull();
    expect(vatNumberProblem('nl123456789b01', 'NL')).toBeNull();
  });

  it('refuses wrong shapes: letters where digits go, a missing B, a Swedish number not ending 01', () => {
    expect(vatNumberProblem('DE12345678X', 'DE')).toBe('format');
    expect(vatNumberProblem('NL123456789001', 'NL')).toBe('format');
    expect(vatNumberProblem('SE123456789702', 'SE')).toBe('format');
    expect(vatNumberProblem('ATU1234567', 'AT')).toBe('format');
    expect(vatNumberProblem('ES12345678', 'ES')).toBe('format');
    expect(vatNumberProblem('GR123456789', 'GR')).toBe('format');
    expect(vatNumberProblem('', 'DE')).toBe('format');
  });

  it('has no EU number for a country outside the EU', () => {
    expect(vatNumberProblem('GB123456789', 'GB')).toBe('format');
    expect(vatNumberProblem('DE123456789', 'GB')).toBe('country');
    expect(vatNumberPrefix('NO')).toBeNull();
    expect(vatNumberPrefix('GR')).toBe('EL');
  });
});
