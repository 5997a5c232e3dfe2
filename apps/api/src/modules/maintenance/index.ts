/** The maintenance module's public surface (ADR 29): the composition root imports only this. */
export { maintenanceJob, maintenanceSchedule } from './maintenance.ts';
