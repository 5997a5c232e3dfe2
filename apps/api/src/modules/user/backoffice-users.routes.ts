import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { contentDisposition } from '../media/index.ts';
import { setBackofficeUserActive } from './backoffice-user-active.ts';
import { searchBackofficeUsers } from './backoffice-user-search.ts';
import { previewRecoveryMailTemplate } from './recovery-mail-preview.ts';
import {
  getRecoveryMailTemplates,
  resetRecoveryMailTemplate,
  updateRecoveryMailTemplate,
} from './recovery-mail-templates.ts';
import { userCsvReport } from './user-csv-report.ts';

/** The back office's users and password-mail templates (staff with B2B Manager; ADR 54). */
export const backofficeUserRoutes: FastifyPluginAsync = async (app) => {
  const calls = endpoints.backofficeUsers;

  route(app, calls.getRecoveryMailTemplates, ({ ctx, body }) => getRecoveryMailTemplates(ctx, body.areaId));
  route(app, calls.updateRecoveryMailTemplate, async ({ ctx, body }) => ({
    template: await updateRecoveryMailTemplate(ctx, body),
  }));
  route(app, calls.previewRecoveryMailTemplate, ({ ctx, body }) => previewRecoveryMailTemplate(ctx, body));
  route(app, calls.resetRecoveryMailTemplate, async ({ ctx, body }) => ({
    template: await resetRecoveryMailTemplate(ctx, body),
  }));

  route(app, calls.searchUsers, ({ ctx, body }) => searchBackofficeUsers(ctx, body));
  route(app, calls.setUserActive, ({ ctx, body }) => setBackofficeUserActive(ctx, body));

  route(app, calls.getUserCsvReport, async ({ ctx }, reply) => {
    const file = userCsvReport(ctx);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(file.name))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
};
