import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { subjectOf, textPart } from '../../apps/api/src/test-support/smtp-inbox.ts';

/** One e-mail as the SMTP server received it, subject and text part decoded. */
export type DeliveredMail = { to: string[]; subject: string; text: string; receivedAt: number };

/**
 * A real SMTP server on 127.0.0.1 (a free port) for the browser tests' API host: every message it receives is
 * written to `dir` as `<time>-<n>.json` (atomically, by a rename), so the tests (other processes) read what the shop sent.
 */
export async function startMailbox(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: DeliveredMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: subjectOf(raw),
          text: textPart(raw),
          receivedAt: Date.now(),
        };
        count += 1;
        // Written under another name and renamed: a reader polling the folder never sees half a file.
        const name = `${Date.now()}-${String(count).padStart(5, '0')}.json`;
        writeFileSync(path.join(dir, `${name}.partial`), JSON.stringify(mail));
        renameSync(path.join(dir, `${name}.partial`), path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    dir,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Every mail delivered so far to `address`, oldest first. */
export function mailsTo(dir: string, address: string): DeliveredMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as DeliveredMail)
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Waits (polling the folder) until `address` has more than `seen` mails, then answers the newest. */
export async function nextMailTo(dir: string, address: string, seen: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(dir, address);
    if (mails.length > seen) return mails[mails.length - 1] as DeliveredMail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new mail to ${address} within ${timeoutMs / 1000} s`);
}
