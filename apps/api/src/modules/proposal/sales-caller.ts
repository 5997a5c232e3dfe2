import { proposalLimits } from '@shop/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { forbidden } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';

/**
 * Who calls a sales proposal call (ADR 47): a sales user (role impersonator); a B2B Manager reaches every
 * sales person's drafts and proposals and every customer. `editingDraftId` is set while the session edits a
 * draft (GetProposalUser's token): such a session reaches that draft only.
 */
export type SalesCaller = { userId: string; manager: boolean; editingDraftId: string | null };

export function salesCaller(ctx: Ctx): SalesCaller {
  const { user } = ctx;
  if (!user?.roles.includes('impersonator')) throw forbidden();
  return {
    userId: user.id,
    manager: user.roles.includes('B2B Manager'),
    editingDraftId: ctx.draft?.id ?? null,
  };
}

/** The sales person whose customers the caller reaches, or null for a manager (every customer). */
export const salesPersonOf = (caller: SalesCaller): string | null => (caller.manager ? null : caller.userId);

/** Rows the caller owns (by the owner column), unless a manager. */
export function ownedBy(caller: SalesCaller, ownerColumn: AnyPgColumn): SQL | undefined {
  return caller.manager ? undefined : eq(ownerColumn, caller.userId);
}

/** Page and size of a list body, bounded (ADR 47). */
export function pageOf(body: { pageSize?: number; pageNr?: number }): { pageSize: number; pageNr: number } {
  return {
    pageSize: Math.min(body.pageSize ?? proposalLimits.defaultPageSize, proposalLimits.pageSize),
    pageNr: body.pageNr ?? 1,
  };
}

export const pageAnswer = (page: { pageSize: number; pageNr: number }, totalCount: number) => ({
  pageNr: page.pageNr,
  pageSize: page.pageSize,
  totalCount,
  pageCount: Math.ceil(totalCount / page.pageSize),
});
