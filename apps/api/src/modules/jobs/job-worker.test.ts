import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { queueMail } from '../mail/mail.service.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { jobs } from './jobs.tables.ts';

describe('the job worker', () => {
  it('runs queued jobs by itself while the app runs, and stops when the app closes', async () => {
    const app = await useTestApp({ jobs: { enabled: true, pollMs: 20 } });
    await app.ready();
    await queueMail(app.db, 'worker-test', {
      to: 'someone@example.test',
      subject: 'Hello',
      text: 'Hello from the worker',
      html: null,
    });
    await vi.waitFor(
      async () => {
        const [mail] = await app.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'someone@example.test'));
        expect(mail?.status).toBe('sent');
        // The job is marked done after its handler has sent the mail, in a statement of its own.
        const [job] = await app.db.select().from(jobs).where(eq(jobs.key, 'worker-test'));
        expect(job).toMatchObject({ queue: 'mail', status: 'done', attempts: 1 });
      },
      { timeout: 20_000, interval: 20 },
    );
    await app.close();
  });
});
