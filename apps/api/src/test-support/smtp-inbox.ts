import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/** One message as the SMTP server received it, with its subject and text part decoded. */
export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; raw: string };

/** Decode RFC 2047 words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header value. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_match, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** The decoded text/plain part of a message (quoted-printable or base64, as nodemailer sends non-ASCII). */
export function textPart(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /content-type: text\/plain/i.test(chunk)) ?? raw;
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
  if (/content-transfer-encoding: base64/i.test(part)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (!/content-transfer-encoding: quoted-printable/i.test(part)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

/** The decoded Subject header of a raw message. */
export function subjectOf(raw: string): string {
  const header = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const folded = /^subject: (.*(?:\r?\n[ \t].*)*)/im.exec(header)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  return decodeWords(folded);
}

/** The link in a mail's text, and the token and username it carries (invitations, password recovery). */
export function linkIn(text: string): { link: URL; token: string; username: string } {
  const found = /https?:\/\/\S+/.exec(text)?.[0];
  if (!found) throw new Error(`no link in the mail:\n${text}`);
  const link = new URL(found);
  return {
    link,
    token: link.searchParams.get('token') ?? '',
    username: link.searchParams.get('username') ?? '',
  };
}

/**
 * A real SMTP server on loopback for the file's tests, started before the first and closed after the last:
 * pass `mail` to the test app's config (`smtpUrl` is read when the app is built) and read `received`.
 * `refuseNext(n)` makes it refuse the next n messages with a temporary 451, as a busy server does.
 */
export function useSmtpInbox(): {
  readonly received: ReceivedMail[];
  readonly mail: { readonly smtpUrl: string; from: string };
  refuseNext(count: number): void;
} {
  const received: ReceivedMail[] = [];
  const url = { value: '' };
  let refusals = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: subjectOf(raw),
          text: textPart(raw),
          raw,
        });
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    url.value = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
  });
  return {
    received,
    refuseNext(count) {
      refusals = count;
    },
    mail: {
      get smtpUrl() {
        return url.value;
      },
      from: 'Nordlys <shop@nordlys.demo>',
    },
  };
}
