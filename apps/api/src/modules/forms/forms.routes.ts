import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getFormSubmission, getFormSubmissions } from './form-submissions.ts';
import { getModal } from './get-modal.ts';
import { sendForm } from './send-form.ts';

/** Forms a client address may send in the window (every form together; ADR 53). */
export const formsPerAddress = 10;
export const formsWindow = '15 minutes';

/** Form/SendForm, Modal/GetModalRequest and the back office's form submissions (ADR 53). */
export const formsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.forms.sendForm, async (request) => sendForm(request.ctx, request.body), {
    // Anyone may send a form, so the budget is per client address (the web server forwards it).
    rateLimit: { max: formsPerAddress, timeWindow: formsWindow, hook: 'preHandler' },
  });

  route(app, endpoints.forms.getModalRequest, async (request) => getModal(request.ctx, request.body.key));

  route(app, endpoints.backofficeForms.getFormSubmissions, async (request) =>
    getFormSubmissions(request.ctx, request.body),
  );

  route(app, endpoints.backofficeForms.getFormSubmission, async (request) =>
    getFormSubmission(request.ctx, request.body.submissionId),
  );
};
