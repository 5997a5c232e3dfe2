/**
 * The back office's audit log is a flow: the audit module reads the log, the user and customer modules name who
 * and for whom (ADR 29). The composition root registers its handlers.
 */
export { backofficeAuditHandlers } from './backoffice-audit.routes.ts';
