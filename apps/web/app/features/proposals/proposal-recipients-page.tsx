import { type ProposalDraft, type ProposalRecipient, proposalLimits, shopFrontPath } from '@shop/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { ListTable } from '../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { localizeHref } from '../../lib/i18n/localize-href.ts';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import type { ListResult } from '../customer-center/list-query.ts';
import { ProposalListFrame } from './proposal-list-frame.tsx';
import type { ProposalListQuery } from './proposal-query.ts';
import type { RecipientsActionData } from './proposal-recipients-action.server.ts';

function Failure({ result, intent }: { result: RecipientsActionData | undefined; intent: string }) {
  const t = useT();
  if (result?.intent !== intent || result.status !== 'failed') return null;
  return (
    <p className="text-danger mt-2 mb-0" role="alert">
      {t(result.formError, result.params)}
    </p>
  );
}

/** The draft's recipients, each removable. */
function CurrentRecipients({
  draft,
  result,
}: {
  draft: ProposalDraft;
  result: RecipientsActionData | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="recipients-current" className="mb-4">
      <h2 id="recipients-current" className="h5">
        {translateCount(t, language, 'proposal-screens.recipients.chosen', draft.recipients.length)}
      </h2>
      {draft.recipients.length === 0 ? (
        <p>{t('proposal-screens.recipients.none-yet')}</p>
      ) : (
        <ul className="proposal-recipients-list list-unstyled">
          {draft.recipients.map((recipient) => (
            <li key={recipient.userId} className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <span>
                {recipient.name} <span className="text-body-secondary">({recipient.username})</span>,{' '}
                {recipient.customerName}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="username" value={recipient.username} />
                <button
                  type="submit"
                  className="btn btn-outline-danger btn-sm"
                  aria-label={t('proposal-screens.recipients.remove-named', { name: recipient.name })}
                >
                  {t('proposal-screens.recipients.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Failure result={result} intent="remove" />
    </section>
  );
}

/** The users matching the search, ticked several at once and added in one go. */
function CandidateTable({ users, chosen }: { users: ProposalRecipient[]; chosen: ReadonlySet<string> }) {
  const t = useT();
  const id = (user: ProposalRecipient) => `recipient-${user.userId}`;
  return (
    <ListTable
      caption={t('proposal-screens.recipients.caption')}
      columns={[
        {
          header: t('proposal-screens.recipients.user'),
          cell: (user) => (
            <label htmlFor={id(user)} className="fw-normal mb-0">
              {user.name} <span className="text-body-secondary">({user.username})</span>
              {chosen.has(user.username) ? ` · ${t('proposal-screens.recipients.already')}` : ''}
            </label>
          ),
        },
        {
          header: t('proposal-screens.recipients.choose'),
          cell: (user) => (
            <input
              id={id(user)}
              type="checkbox"
              name="username"
              value={user.username}
              className="form-check-input"
              form="recipients-add"
              disabled={chosen.has(user.username)}
              defaultChecked={chosen.has(user.username)}
            />
          ),
        },
        {
          header: t('proposal-screens.customer'),
          cell: (user) => (
            <>
              {user.customerName} <span className="text-body-secondary">({user.customerNumber})</span>
            </>
          ),
        },
      ]}
      rows={users}
      rowKey={(user) => user.userId}
    />
  );
}

/** The message to the recipients, the last valid day, and the conversion itself. */
function ConvertForm({ draft, result }: { draft: ProposalDraft; result: RecipientsActionData | undefined }) {
  const t = useT();
  const busy = useNavigation().formData?.get('intent') === 'convert';
  const lines = draft.carts.reduce((sum, cart) => sum + cart.lineCount, 0);
  return (
    <Form method="post" className="proposal-convert" aria-labelledby="recipients-convert">
      <h2 id="recipients-convert" className="h5">
        {t('proposal-screens.recipients.convert-title')}
      </h2>
      <p>{t('proposal-screens.recipients.convert-intro', { lines, recipients: draft.recipients.length })}</p>
      <input type="hidden" name="intent" value="convert" />
      <label htmlFor="draft-notes" className="form-label">
        {t('proposal-screens.notes')}
      </label>
      <textarea
        id="draft-notes"
        name="notes"
        className="form-control mb-3"
        rows={3}
        maxLength={proposalLimits.notesLength}
        defaultValue={draft.notes}
      />
      <label htmlFor="draft-valid-until" className="form-label">
        {t('proposal-screens.valid-until')}
      </label>
      <input
        id="draft-valid-until"
        name="validUntil"
        type="date"
        className="form-control mb-3 w-auto"
        defaultValue={draft.validUntil ?? ''}
      />
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        {t('proposal-screens.recipients.convert')}
      </button>
      <Failure result={result} intent="convert" />
    </Form>
  );
}

/**
 * Spec §2 proposal recipients (/proposal-recipients), reached while editing a draft: the recipients chosen so
 * far, a search among the users of the sales person's customers (several ticked at once), and "Convert to
 * proposal" with the message and the last valid day.
 */
export function ProposalRecipientsPage({
  draft,
  query,
  result,
  outcome,
}: {
  draft: ProposalDraft;
  query: ProposalListQuery;
  result: ListResult<ProposalRecipient>;
  outcome: RecipientsActionData | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const chosen = new Set(draft.recipients.map((recipient) => recipient.username));
  const busy = useNavigation().formData?.get('intent') === 'add';
  return (
    <div className="container proposal-recipients">
      <section aria-labelledby="recipients-title">
        <p className="customer-center__back">
          <Link to={localizeHref(shopFrontPath, language)}>
            <span aria-hidden="true">← </span>
            {t('proposal-screens.recipients.back-to-shop')}
          </Link>
        </p>
        <div className="customer-center__heading">
          <h1 id="recipients-title" className="customer-center__title">
            {t('proposal-screens.recipients.title', { name: draft.name })}
          </h1>
        </div>
        {outcome?.status === 'done' ? (
          <output className="alert alert-success d-block">
            {translateCount(
              t,
              language,
              outcome.intent === 'add'
                ? 'proposal-screens.recipients.added'
                : 'proposal-screens.recipients.removed',
              outcome.count,
            )}
          </output>
        ) : null}
        <CurrentRecipients draft={draft} result={outcome} />
        <section aria-labelledby="recipients-find" className="mb-4">
          <h2 id="recipients-find" className="h5">
            {t('proposal-screens.recipients.find')}
          </h2>
          <ProposalListFrame
            query={query}
            result={result}
            withStatus={false}
            texts={{
              searchHint: 'proposal-screens.recipients.search-hint',
              emptyTitle: 'proposal-screens.recipients.empty-title',
              emptyText: 'proposal-screens.recipients.empty-text',
            }}
          >
            {(users) => <CandidateTable users={users} chosen={chosen} />}
          </ProposalListFrame>
          <Form method="post" id="recipients-add">
            <input type="hidden" name="intent" value="add" />
            <button type="submit" className="btn btn-outline-primary" disabled={busy} aria-busy={busy}>
              {t('proposal-screens.recipients.add')}
            </button>
          </Form>
          <Failure result={outcome} intent="add" />
        </section>
        <ConvertForm draft={draft} result={outcome} />
      </section>
    </div>
  );
}
