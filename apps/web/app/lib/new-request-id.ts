/**
 * A new request id for a form that fills the baskets (issue 31 item 10): a version 4 UUID, made when the form is
 * shown and sent with every try of it, so the API adds once however often the same form arrives. Made from
 * `crypto.getRandomValues`, which browsers also offer on pages served without TLS (`randomUUID` they do not).
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
