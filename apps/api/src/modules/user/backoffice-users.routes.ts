import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
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
export const backofficeUserHandlers: Handlers<typeof endpoints.backofficeUsers> = {
  getRecoveryMailTemplates: ({ ctx, body }) => getRecoveryMailTemplates(ctx, body.areaId),
  updateRecoveryMailTemplate: async ({ ctx, body }) => ({
    template: await updateRecoveryMailTemplate(ctx, body),
  }),
  previewRecoveryMailTemplate: ({ ctx, body }) => previewRecoveryMailTemplate(ctx, body),
  resetRecoveryMailTemplate: async ({ ctx, body }) => ({
    template: await resetRecoveryMailTemplate(ctx, body),
  }),

  searchUsers: ({ ctx, body }) => searchBackofficeUsers(ctx, body),
  setUserActive: ({ ctx, body }) => setBackofficeUserActive(ctx, body),

  getUserCsvReport: async ({ ctx }, reply) => {
    const file = userCsvReport(ctx);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(file.name))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  },
};
