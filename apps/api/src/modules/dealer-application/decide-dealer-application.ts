import {
  type DealerApplicationDetail,
  DealerApplication as DealerApplicationSchema,
  LanguageCode,
  type UpdateDealerApplicationStatusBody,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError, appError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { getTranslationsIn } from '../content/index.ts';
import { createCustomer } from '../customer/index.ts';
import { queueMail } from '../mail/index.ts';
import { inviteFirstCustomerUser, userNamesByIds } from '../user/index.ts';
import { renderRejectionMail } from './application-mail.ts';
import { type ApplicationRow, detailOf, findRow } from './backoffice-applications.ts';
import { dealerApplicationEvents, dealerApplications } from './dealer-application.tables.ts';

type Decision = UpdateDealerApplicationStatusBody['status'];

const alreadyDecided = (applicationId: string, status: string) =>
  appError(
    'dealer-application.decided',
    `Dealer application ${applicationId} is already ${status}: only a new one is decided`,
  );

const emailTaken = (email: string) =>
  appError(
    'dealer-application.email-taken',
    `The applicant's e-mail ${email} is already the username of an account, so no customer was created: ask the applicant for another address`,
  );

/**
 * Marks a new application decided, in the caller's transaction. The row is locked by the update, so of two
 * concurrent decisions the second waits, then finds it decided (409): a decision is made once.
 */
async function claim(scoped: Ctx, row: ApplicationRow, decision: Decision): Promise<void> {
  const [claimed] = await scoped.db
    .update(dealerApplications)
    .set({ status: decision })
    .where(and(eq(dealerApplications.id, row.id), eq(dealerApplications.status, 'new')))
    .returning({ id: dealerApplications.id });
  if (claimed) return;
  const [current] = await scoped.db
    .select({ status: dealerApplications.status })
    .from(dealerApplications)
    .where(eq(dealerApplications.id, row.id));
  throw alreadyDecided(String(row.id), current?.status ?? 'decided');
}

const audit = (
  scoped: Ctx,
  row: ApplicationRow,
  decision: Decision,
  details: object,
  customerNumber?: string,
) =>
  recordAudit(
    scoped,
    {
      action: 'dealer-application.status',
      entity: 'dealer-application',
      entityId: String(row.id),
      details: { from: 'new', to: decision, ...details },
      ...(customerNumber ? { customerNumber } : {}),
    },
    { always: true },
  );

/**
 * Approval: in one transaction the application is marked approved, the customer is created from it (the customer
 * module's defaults for the rest), the contact becomes its first user with the scope All and is mailed the
 * invitation to set a password in the language they applied in, and the timeline and audit log say so. An e-mail
 * that is already a username answers 409 dealer-application.email-taken and nothing is kept.
 */
async function approve(ctx: Ctx, row: ApplicationRow): Promise<void> {
  const application = DealerApplicationSchema.parse(row.form);
  const languageCode = LanguageCode.parse(row.languageCode);
  const staffId = ctx.user?.id ?? null;
  const staff = staffId ? (await userNamesByIds(ctx, [staffId])).get(staffId) : undefined;
  try {
    await withTransaction(ctx, async (scoped) => {
      await claim(scoped, row, 'approved');
      const { customerNumber } = await createCustomer(scoped, {
        name: application.companyName,
        countryCode: application.billingAddress.countryCode,
        languageCode,
        currencyCode: application.currencyCode,
        email: application.contact.email,
        phone: application.contact.phone,
        vatNumber: application.vatNumber,
        billingAddress: application.billingAddress,
        shippingAddress: application.shippingAddress ?? application.billingAddress,
      });
      const invited = await inviteFirstCustomerUser(scoped, {
        customerNumber,
        customerName: application.companyName,
        name: application.contact.name,
        email: application.contact.email,
        areaId: row.areaId,
        languageCode,
        inviterName: staff?.name ?? '',
      });
      await scoped.db
        .update(dealerApplications)
        .set({ customerNumber })
        .where(eq(dealerApplications.id, row.id));
      await scoped.db.insert(dealerApplicationEvents).values([
        { applicationId: row.id, kind: 'approved', byUserId: staffId, customerNumber, createdAt: scoped.now },
        {
          applicationId: row.id,
          kind: 'invitation-mailed',
          byUserId: staffId,
          email: invited.email,
          createdAt: scoped.now,
        },
      ]);
      await audit(scoped, row, 'approved', { customerNumber, userId: invited.userId }, customerNumber);
    });
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'company-user.username-taken') {
      throw emailTaken(application.contact.email);
    }
    throw error;
  }
}

/** Rejection: marked rejected, the applicant mailed a polite answer in their language, all in one transaction. */
async function reject(ctx: Ctx, row: ApplicationRow): Promise<void> {
  const application = DealerApplicationSchema.parse(row.form);
  const texts = await getTranslationsIn(ctx, row.areaId, row.languageCode);
  const email = application.contact.email;
  const staffId = ctx.user?.id ?? null;
  await withTransaction(ctx, async (scoped) => {
    await claim(scoped, row, 'rejected');
    const mail = renderRejectionMail(application, String(row.id), texts);
    await queueMail(scoped.db, `dealer-application-rejected:${row.id}`, { to: email, ...mail });
    await scoped.db.insert(dealerApplicationEvents).values([
      { applicationId: row.id, kind: 'rejected', byUserId: staffId, createdAt: scoped.now },
      { applicationId: row.id, kind: 'rejection-mailed', byUserId: staffId, email, createdAt: scoped.now },
    ]);
    await audit(scoped, row, 'rejected', { email });
  });
}

/**
 * UpdateStatus: approves or rejects a new application, once (409 `dealer-application.decided` for one already
 * decided, however many calls race), and answers it with its timeline.
 */
export async function decideDealerApplication(
  ctx: Ctx,
  body: UpdateDealerApplicationStatusBody,
): Promise<DealerApplicationDetail> {
  const row = await findRow(ctx, body.applicationId);
  if (row.status !== 'new') throw alreadyDecided(body.applicationId, row.status);
  if (body.status === 'approved') await approve(ctx, row);
  else await reject(ctx, row);
  return detailOf(ctx, await findRow(ctx, body.applicationId));
}
