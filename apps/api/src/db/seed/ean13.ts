/** A 13-digit EAN from up to 12 digits (left-padded with zeros) plus the GS1 check digit. */
export function ean13(digits: string): string {
  const body = digits.padStart(12, '0').slice(-12);
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
