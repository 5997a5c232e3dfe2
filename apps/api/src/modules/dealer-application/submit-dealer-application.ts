import type { DealerApplication, SubmitDealerApplicationResponse } from '@shop/contracts';
import { forbidden } from '../../lib/app-error.ts';
import { type AreaCtx, type Ctx, withTransaction } from '../../lib/context.ts';
import { getTranslationsIn } from '../content/index.ts';
import { queueMail } from '../mail/index.ts';
import { userNamesByIds } from '../user/index.ts';
import { type ApplicationFiler, renderApplicationMail } from './application-mail.ts';
import { dealerApplications } from './dealer-application.tables.ts';

/** Who may file an application for a prospect: sales staff and B2B Managers (spec §6 has no rule; ADR 42). */
export function mayFileForProspect(ctx: Ctx): boolean {
  const roles = ctx.user?.roles ?? [];
  return roles.includes('impersonator') || roles.includes('B2B Manager');
}

async function filerOf(ctx: Ctx, kind: ApplicationFiler['kind']): Promise<ApplicationFiler> {
  if (kind === 'dealer') return { kind };
  if (!ctx.user || !mayFileForProspect(ctx)) throw forbidden();
  const user = (await userNamesByIds(ctx, [ctx.user.id])).get(ctx.user.id);
  if (!user) throw forbidden();
  return { kind, name: user.name, email: user.email };
}

/**
 * Stores an application (the applicant's own, or one a sales person files for a prospect) and queues the
 * shop's e-mail about it in the same transaction: an application is never stored without the shop hearing of
 * it, nor mailed without being stored.
 */
export async function submitDealerApplication(
  ctx: AreaCtx,
  application: DealerApplication,
  kind: ApplicationFiler['kind'],
): Promise<SubmitDealerApplicationResponse> {
  const { areaId, languageCode } = ctx.area;
  const filer = await filerOf(ctx, kind);
  // Unknown area: 404 area-not-found before anything is stored.
  const texts = await getTranslationsIn(ctx, areaId, languageCode);
  return withTransaction(ctx, async (scoped) => {
    const [row] = await scoped.db
      .insert(dealerApplications)
      .values({
        kind,
        filedByUserId: kind === 'salesManager' ? (ctx.user?.id ?? null) : null,
        areaId,
        languageCode,
        companyName: application.companyName,
        vatNumber: application.vatNumber,
        currencyCode: application.currencyCode,
        contactEmail: application.contact.email,
        form: application,
        createdAt: scoped.now,
      })
      .returning({ id: dealerApplications.id, createdAt: dealerApplications.createdAt });
    if (!row) throw new Error('dealer_applications insert returned no row');
    const applicationId = String(row.id);
    const mail = renderApplicationMail(application, applicationId, filer, texts);
    await queueMail(scoped.db, `dealer-application:${applicationId}`, {
      to: ctx.config.applicationsEmail,
      ...mail,
    });
    return { applicationId, receivedAt: row.createdAt.toISOString() };
  });
}
