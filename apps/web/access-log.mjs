// The web server's access log (morgan's `tiny` line) without the secrets an address can carry: a password
// reset or an invitation link holds its token in the query (`/recover-password?token=…`, spec §7), and anyone
// who can read the log could use a token that is still live.
import morgan from 'morgan';

/** Query parameters whose values are secrets; the API's request log leaves out the same (lib/log-safe.ts). */
const secretParameters = ['token'];

const secretValue = new RegExp(`([?&](?:${secretParameters.join('|')})=)[^&#]*`, 'gi');

/** The address with each secret parameter's value replaced by `[redacted]`; the rest as it came. */
export function redactUrl(url) {
  return url.replace(secretValue, '$1[redacted]');
}

morgan.token('redacted-url', (req) => redactUrl(req.originalUrl || req.url));

/** morgan's `tiny` format, with the address redacted. */
export const accessLog = () =>
  morgan(':method :redacted-url :status :res[content-length] - :response-time ms');
