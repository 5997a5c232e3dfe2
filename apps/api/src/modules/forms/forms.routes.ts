import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getFormSubmission, getFormSubmissions } from './form-submissions.ts';
import { getModal } from './get-modal.ts';
import { sendForm } from './send-form.ts';

/** Forms a client address may send in the window (every form together; ADR 53). */
export const formsPerAddress = 10;
export const formsWindow = '15 minutes';

/** Form/SendForm and Modal/GetModalRequest (ADR 53). */
export const formsHandlers: Handlers<typeof endpoints.forms> = {
  sendForm: {
    handler: async (request) => sendForm(request.ctx, request.body),
    // Anyone may send a form, so the budget is per client address (the web server forwards it).
    options: { rateLimit: { max: formsPerAddress, timeWindow: formsWindow, hook: 'preHandler' } },
  },

  getModalRequest: async (request) => getModal(request.ctx, request.body.key),
};

/** The back office's form submissions (ADR 53). */
export const formSubmissionHandlers = {
  getFormSubmissions: async (request) => getFormSubmissions(request.ctx, request.body),

  getFormSubmission: async (request) =>
    getFormSubmission(request.ctx, request.body.submissionId, request.body.languageCode),
} satisfies Partial<Handlers<typeof endpoints.backofficeForms>>;
