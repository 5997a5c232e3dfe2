import { currencyCodes, type ProposalDraftSummary, proposalLimits } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { ListResult } from '../customer-center/list-query.ts';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';
import { SalesLayout } from '../sales/sales-layout.tsx';
import type { DraftsActionData } from './proposal-drafts-action.server.ts';
import { ProposalListFrame } from './proposal-list-frame.tsx';
import type { ProposalListQuery } from './proposal-query.ts';

/** A new draft: its name and the currency its carts are priced in (the area's by default). */
function CreateDraftForm({ result }: { result: DraftsActionData | undefined }) {
  const t = useT();
  const areaCurrency = useRootData()?.area.currencyCode;
  const failed = result?.intent === 'create' && result.status === 'failed' ? result : null;
  const busy = useNavigation().formData?.get('intent') === 'create';
  const form = useRef<HTMLFormElement>(null);
  // The page stays mounted after a fetch-submitted form, and so would the typed name: once the draft exists the
  // form starts over, as it does after a full page load without JavaScript.
  useEffect(() => {
    if (result?.intent === 'create' && result.status === 'done') form.current?.reset();
  }, [result]);
  return (
    <Form
      ref={form}
      method="post"
      className="proposal-draft-create"
      aria-labelledby="draft-create-title"
      noValidate
    >
      <h2 id="draft-create-title" className="h5">
        {t('proposal-screens.drafts.new')}
      </h2>
      <input type="hidden" name="intent" value="create" />
      <div className="proposal-draft-create__fields">
        <div>
          <label htmlFor="draft-name" className="form-label">
            {t('proposal-screens.name')}
          </label>
          <input
            id="draft-name"
            name="name"
            className={`form-control${failed?.fieldError ? ' is-invalid' : ''}`}
            required
            maxLength={proposalLimits.nameLength}
            defaultValue={failed?.values.name ?? ''}
            aria-invalid={failed?.fieldError ? true : undefined}
            aria-describedby={failed?.fieldError ? 'draft-name-error' : undefined}
          />
          {failed?.fieldError ? (
            <div id="draft-name-error" className="invalid-feedback">
              {t(failed.fieldError, { max: proposalLimits.nameLength })}
            </div>
          ) : null}
        </div>
        <div>
          <label htmlFor="draft-currency" className="form-label">
            {t('proposal-screens.currency')}
          </label>
          <select
            id="draft-currency"
            name="currencyCode"
            className="form-select"
            defaultValue={failed?.values.currencyCode ?? areaCurrency ?? 'DKK'}
          >
            {currencyCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="proposal-draft-create__submit">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {t('proposal-screens.drafts.create')}
          </button>
        </div>
      </div>
      {failed?.formError ? (
        <p className="text-danger mt-2 mb-0" role="alert">
          {t(failed.formError)}
        </p>
      ) : null}
    </Form>
  );
}

/** What the last form did, said once above the list (a live region, so it is read out). */
function DraftsOutcome({ result }: { result: DraftsActionData | undefined }) {
  const t = useT();
  if (!result || result.status === 'confirm' || (result.intent === 'create' && result.status === 'failed'))
    return null;
  if (result.status === 'failed')
    return (
      <div className="alert alert-danger" role="alert">
        {t(result.formError)}
      </div>
    );
  return (
    <output className="alert alert-success d-block">
      {t(result.intent === 'create' ? 'proposal-screens.drafts.created' : 'proposal-screens.drafts.deleted', {
        name: result.name,
      })}
    </output>
  );
}

/** One draft's row: what it holds, and its actions (edit in the shop, delete after a confirmation). */
/** A draft's actions: open it for editing, delete it (asked first). */
function DraftActions({
  draft,
  result,
}: {
  draft: ProposalDraftSummary;
  result: DraftsActionData | undefined;
}) {
  const t = useT();
  const confirming =
    result?.intent === 'delete' && result.status === 'confirm' && result.draftId === draft.id;
  return (
    <>
      <div className="proposal-draft-actions">
        <Form method="post">
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="draftId" value={draft.id} />
          <input type="hidden" name="currencyCode" value={draft.currencyCode} />
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            aria-label={t('proposal-screens.drafts.edit-named', { name: draft.name })}
          >
            {t('proposal-screens.drafts.edit')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="draftId" value={draft.id} />
          <input type="hidden" name="name" value={draft.name} />
          {confirming ? <input type="hidden" name="confirmed" value="yes" /> : null}
          <button
            type="submit"
            className={`btn btn-sm ${confirming ? 'btn-danger' : 'btn-outline-danger'}`}
            aria-label={t(
              confirming
                ? 'proposal-screens.drafts.confirm-delete-named'
                : 'proposal-screens.drafts.delete-named',
              { name: draft.name },
            )}
          >
            {t(confirming ? 'proposal-screens.drafts.confirm-delete' : 'proposal-screens.delete')}
          </button>
        </Form>
      </div>
      {confirming ? (
        <p className="small mb-0 mt-1" role="alert">
          {t('proposal-screens.drafts.delete-question', { name: draft.name })}
        </p>
      ) : null}
    </>
  );
}

/** The drafts: name, currency, lines, pieces, recipients, last change and the actions. */
function DraftsTable({
  drafts,
  result,
}: {
  drafts: ProposalDraftSummary[];
  result: DraftsActionData | undefined;
}) {
  const t = useT();
  const format = useDocumentFormat();
  const columns: ListColumn<ProposalDraftSummary>[] = [
    { header: t('proposal-screens.name'), cell: (draft) => draft.name },
    { header: t('proposal-screens.currency'), cell: (draft) => draft.currencyCode },
    { header: t('proposal-screens.lines'), numeric: true, cell: (draft) => draft.lineCount },
    { header: t('customer-center.document.quantity'), numeric: true, cell: (draft) => draft.quantity },
    { header: t('proposal-screens.recipients'), numeric: true, cell: (draft) => draft.recipientCount },
    { header: t('proposal-screens.changed'), cell: (draft) => format.date(draft.updatedAt) },
    {
      header: t('proposal-screens.actions'),
      cell: (draft) => <DraftActions draft={draft} result={result} />,
    },
  ];
  return (
    <ListTable
      caption={t('proposal-screens.drafts.caption')}
      columns={columns}
      rows={drafts}
      rowKey={(draft) => draft.id}
      stackBelow="lg"
    />
  );
}

/**
 * Spec §2 sales proposal drafts (/sales/proposals/drafts): start a draft, open one for editing in the shop (its
 * carts become the session's), delete one. Drafts leave this list when converted into proposals.
 */
export function ProposalDraftsPage({
  query,
  result,
  outcome,
}: {
  query: ProposalListQuery;
  result: ListResult<ProposalDraftSummary>;
  outcome: DraftsActionData | undefined;
}) {
  const t = useT();
  return (
    <SalesLayout current="salesProposalDrafts" title={t('proposal-screens.drafts.title')}>
      <p>{t('proposal-screens.drafts.intro')}</p>
      <CreateDraftForm result={outcome} />
      <DraftsOutcome result={outcome} />
      <ProposalListFrame
        query={query}
        result={result}
        withStatus={false}
        texts={{
          searchHint: 'proposal-screens.drafts.search-hint',
          emptyTitle: 'proposal-screens.drafts.empty-title',
          emptyText: 'proposal-screens.drafts.empty-text',
        }}
      >
        {(drafts) => <DraftsTable drafts={drafts} result={outcome} />}
      </ProposalListFrame>
    </SalesLayout>
  );
}
