import type { Mailer } from './mailer.ts';

/**
 * The default transport: the message is already in the outbox table; this writes it to the log so an operator
 * (or a developer running the shop alone) sees what would have been sent.
 */
export const logMailer: Mailer = {
  name: 'log',
  async send(ctx, message) {
    ctx.log.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox (no SMTP_URL)');
    return { messageId: null };
  },
};
