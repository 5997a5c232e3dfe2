import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of an outbound ERP message (ADR 87): `v1=` and the hex HMAC-SHA256, keyed with the shared
 * signing secret, of `<timestamp>.<body>` (the timestamp in Unix seconds, the body byte for byte as sent).
 * Signing the timestamp with the body lets the ERP refuse an old message replayed by someone who caught it.
 */
export function signErpMessage(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** How old a message may be when checked (seconds), either way: clocks drift a little. */
export const erpSignatureTolerance = 300;

/**
 * Whether a message carries a valid signature made within the tolerance of `now`: what the ERP checks (the
 * guide's example does the same), and the stand-in ERP of the tests.
 */
export function verifyErpSignature(
  secret: string,
  header: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  now: Date,
): boolean {
  const timestamp = Number(header.timestamp);
  if (!header.signature || !Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > erpSignatureTolerance) return false;
  const expected = Buffer.from(signErpMessage(secret, timestamp, body));
  const given = Buffer.from(header.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
