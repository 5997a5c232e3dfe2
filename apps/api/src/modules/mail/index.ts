/** The mail module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { logMailer } from './log-mailer.ts';
export { mailJob, mailQueue, queueMail } from './mail.service.ts';
export { deleteSentMail } from './mail-retention.ts';
export {
  deleteMailTemplate,
  findMailTemplate,
  type MailTemplateKey,
  mailTemplatesOf,
  type SavedMailTemplate,
  saveMailTemplate,
} from './mail-templates.ts';
export { escapeHtml, fillPlaceholders } from './mail-text.ts';
export type { Mailer, MailMessage } from './mailer.ts';
export { createSmtpMailer } from './smtp-mailer.ts';
