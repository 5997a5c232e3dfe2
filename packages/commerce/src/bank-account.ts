/**
 * The shop's bank account as its invoices print it (IBAN, BIC): checked once when the configuration is read, so a
 * mistyped account never reaches a customer's invoice.
 */

/** An IBAN without spaces, in capitals: `dk50 0040 0440 1162 43` → `DK5000400440116243`. */
export const normalizeIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** Whether a (normalized) IBAN is well formed and its check digits hold (ISO 13616: the number mod 97 is 1). */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A BIC (SWIFT code): bank, country, location and an optional branch, 8 or 11 characters. */
export const isValidBic = (bic: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic);

/** An IBAN in groups of four, as it is printed: `DK50 0040 0440 1162 43`. */
export const formatIban = (iban: string) => normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
