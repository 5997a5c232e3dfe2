import type { Ctx } from '../../lib/context.ts';

/** One e-mail as the shop sends it; the sender address comes from the configuration. */
export type MailMessage = { to: string; subject: string; text: string; html: string | null };

/**
 * Where e-mails go (DESIGN 'integrations'). Every message is first written to the `mail_outbox` table and sent
 * by a 'mail' job (mail.service.ts), so a mail survives a crash and is retried; the transport only delivers.
 */
export interface Mailer {
  /** Short name for logs: 'log' or 'smtp'. */
  readonly name: string;
  /** Deliver one message; throws when the transport refused it (the job retries). */
  send(ctx: Ctx, message: MailMessage): Promise<{ messageId: string | null }>;
}
