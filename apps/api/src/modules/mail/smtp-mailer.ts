import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Sends through an SMTP server (`SMTP_URL`). Not pooled: a connection per message holds nothing open between
 * mails, so there is nothing to close when the app stops. Timeouts stay well inside the job lease (2 min), so a
 * silent server fails the attempt instead of letting a second worker send the same mail meanwhile.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(_ctx, message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === null ? {} : { html: message.html }),
      });
      return { messageId: info.messageId ?? null };
    },
  };
}
