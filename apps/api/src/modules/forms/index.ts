/** The forms module's public surface (ADR 29): Form/SendForm, content modals, the back office's submissions. */
export { formSubmissionHandlers, formsHandlers } from './forms.routes.ts';
