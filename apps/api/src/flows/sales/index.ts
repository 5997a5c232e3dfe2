/**
 * The sales area (ADR 46) is a flow: each of its calls reads customers, orders and carts in one statement, in the
 * sales person's scope (ADR 29). The composition root registers its handlers.
 */
export { impersonationCandidateHandlers, salesHandlers } from './sales.routes.ts';
