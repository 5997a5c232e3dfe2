import type { ProposalEvent } from '@shop/contracts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { localeForLanguage } from '../../lib/money.ts';
import { shopTimeZone } from '../customer-center/use-document-format.ts';

/**
 * The proposal's events as a timeline, oldest first (spec §3: Created, Opened, AddedToCart, Deleted), each with
 * when and who: the recipient user it is about, or the sales side for a deletion there.
 */
export function ProposalEventsTimeline({ events }: { events: ProposalEvent[] }) {
  const t = useT();
  // The shop's clock (Copenhagen), the same on the server and in the browser.
  const instant = new Intl.DateTimeFormat(localeForLanguage(useLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  });
  if (events.length === 0) return <p>{t('proposal-screens.events.none')}</p>;
  const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="proposal-timeline">
      {ordered.map((event, index) => (
        // Two events may share kind, user and instant (one conversion records Created for each recipient).
        <li key={index} className="proposal-timeline__event">
          <time dateTime={event.at} className="proposal-timeline__time">
            {instant.format(new Date(event.at))}
          </time>{' '}
          <span className="proposal-timeline__what">
            {t(`proposal-screens.event.${event.event}`, {
              user: event.userName ?? t('proposal-screens.events.sales-side'),
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}
