/** The maintenance module's public surface (ADR 29): the composition root imports only this. */
export { applyRetention, maintenanceJob, maintenanceSchedule, type RetentionSummary } from './maintenance.ts';
