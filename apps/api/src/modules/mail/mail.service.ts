import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { enqueue, type JobHandler, PermanentJobError } from '../jobs/index.ts';
import { mailOutbox } from './mail.tables.ts';
import type { MailMessage } from './mailer.ts';

/** The job queue that delivers outbox mails. */
export const mailQueue = 'mail';

/** Delivery attempts before a mail is marked failed (waits 1 s … 5 min: about 25 minutes in all). */
export const mailMaxAttempts = 10;

const MailPayload = z.object({ outboxId: z.number().int().positive() });

/**
 * Write a mail to the outbox and queue its delivery, in the caller's transaction: the mail exists exactly when
 * the write that caused it commits. `key` makes it idempotent (e.g. `order-confirmation:SO100001`): queueing the
 * same key again adds nothing. Answers whether the mail was added.
 */
export async function queueMail(db: Db | Tx, key: string, message: MailMessage): Promise<boolean> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  const added = await enqueue(db, {
    queue: mailQueue,
    key,
    payload: { outboxId: Number(row.id) },
    maxAttempts: mailMaxAttempts,
  });
  if (!added) await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
  return added;
}

const outboxIdOf = (payload: unknown): number => {
  const parsed = MailPayload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`bad mail payload ${JSON.stringify(payload)}`);
  return parsed.data.outboxId;
};

/** Delivers one outbox mail through the configured transport; a mail already sent is not sent again. */
export const mailJob: JobHandler = {
  async run(ctx: Ctx, job) {
    const outboxId = outboxIdOf(job.payload);
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    if (!mail) throw new PermanentJobError(`outbox mail ${outboxId} does not exist`);
    if (mail.status === 'sent') return;
    const mailer = ctx.services.mailer;
    await mailer.send(ctx, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await ctx.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: ctx.now, lastError: null })
      .where(eq(mailOutbox.id, outboxId));
  },

  async onFailed(ctx, job, error) {
    const parsed = MailPayload.safeParse(job.payload);
    if (!parsed.success) return;
    await ctx.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: error })
      .where(eq(mailOutbox.id, parsed.data.outboxId));
  },
};
