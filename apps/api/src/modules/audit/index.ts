/** The audit module's public surface (ADR 29): other modules, flows and the composition root import only this. */

export { recordAudit } from './audit.service.ts';
export {
  type AuditEntryAboutUser,
  auditEntriesAboutUser,
  eraseUserFromAuditDetails,
} from './audit-about-user.ts';
export { type AuditLogFilter, type AuditRecord, readAuditBatches, readAuditPage } from './read-audit-log.ts';
