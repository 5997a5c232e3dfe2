import { localizePath } from '@shop/contracts/routes';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { CardSection } from '../../components/ui/card-section.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';
import { formatLongDate, localeForLanguage } from '../../lib/money.ts';
import { useCartArea, useCartStore } from '../cart/cart-context.tsx';
import { DeviceBasket, type SendState } from './device-basket.tsx';
import { keepPageCopy, registerTradeShowWorker } from './register-trade-show-worker.ts';
import { maxSavedStyles, type SaveProgress, saveSeason } from './save-season.ts';
import { searchSavedStyles } from './saved-styles.ts';
import { sendSavedLines } from './send-saved-lines.ts';
import { StyleList } from './style-list.tsx';
import type { TradeShowLoaded } from './trade-show.server.ts';
import {
  addLines,
  countLines,
  linesOf,
  type NewLine,
  openTradeShowDb,
  readSaved,
  removeLine,
  removeSaved,
  reportOf,
  type TradeShowDb,
} from './trade-show-db.ts';
import type { SavedLine, SavedSeason, SavedStyle, SendReport } from './trade-show-types.ts';
import { rememberUnsent } from './unsent-on-device.ts';
import { useOnline } from './use-online.ts';

type Saved = { season: SavedSeason; styles: SavedStyle[] } | null;
type SavePhase =
  | { phase: 'idle' }
  | { phase: 'saving'; progress: SaveProgress }
  | { phase: 'failed' }
  | { phase: 'none-chosen' };

/**
 * The trade-show page (ADR 91): save one or more seasons on the device, then browse, search and fill both baskets from the
 * device, with or without a network; the lines wait on the device until the shop has them.
 */
export function TradeShowPage({ loaded }: { loaded: TradeShowLoaded }) {
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const area = useCartArea();
  const cartStore = useCartStore();
  const online = useOnline();
  const { customerNumber } = loaded;
  const [db, setDb] = useState<TradeShowDb | null>(null);
  const [saved, setSaved] = useState<Saved | undefined>(undefined);
  const [lines, setLines] = useState<SavedLine[]>([]);
  const [report, setReport] = useState<SendReport | null>(null);
  const [chosen, setChosen] = useState<string[]>(() =>
    loaded.seasons.slice(0, 1).map((season) => season.code),
  );
  const [save, setSave] = useState<SavePhase>({ phase: 'idle' });
  const [sendState, setSendState] = useState<SendState>('idle');
  const [query, setQuery] = useState('');

  useEffect(() => {
    void registerTradeShowWorker(language).catch(() => {});
    let open = true;
    void openTradeShowDb().then((opened) => {
      if (open) setDb(opened);
    });
    return () => {
      open = false;
    };
  }, [language]);

  const refresh = useCallback(async () => {
    if (!db) return;
    const [nowSaved, nowLines, nowReport, unsent] = await Promise.all([
      readSaved(db),
      linesOf(db, customerNumber),
      reportOf(db, customerNumber),
      countLines(db),
    ]);
    rememberUnsent(unsent);
    setSaved(nowSaved);
    setLines(nowLines);
    setReport(nowReport ?? null);
  }, [db, customerNumber]);

  const send = useCallback(async () => {
    if (!db || !navigator.onLine) return;
    setSendState('sending');
    const outcome = await sendSavedLines(db, customerNumber, area).catch(() => 'failed' as const);
    await refresh();
    setSendState(outcome === 'failed' ? 'failed' : 'idle');
    if (outcome === 'sent') void cartStore.refresh();
  }, [db, customerNumber, area, refresh, cartStore]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // The boxes start as the seasons saved on the device (once it is read), not as the first season.
  const savedCodes = saved?.season.customerNumber === customerNumber ? saved.season.seasons : null;
  const [shownSaved, setShownSaved] = useState(false);
  useEffect(() => {
    if (shownSaved || !savedCodes) return;
    setShownSaved(true);
    setChosen(savedCodes.map((season) => season.code));
  }, [savedCodes, shownSaved]);

  // On load with a network, and whenever the network comes back: what waits on the device goes to the shop.
  useEffect(() => {
    if (db && online) void send();
  }, [db, online, send]);

  async function saveChosen(event: FormEvent) {
    event.preventDefault();
    if (!db || save.phase === 'saving') return;
    const seasons = loaded.seasons
      .filter((season) => chosen.includes(season.code))
      .map(({ code, name }) => ({ code, name }));
    if (seasons.length === 0) {
      setSave({ phase: 'none-chosen' });
      return;
    }
    setSave({ phase: 'saving', progress: { done: 0, total: 0 } });
    try {
      await saveSeason({
        db,
        customerNumber,
        language,
        seasons,
        onProgress: (progress) => setSave({ phase: 'saving', progress }),
      });
      await keepPageCopy(localizePath('tradeShow', language)).catch(() => {});
      setSave({ phase: 'idle' });
    } catch {
      setSave({ phase: 'failed' });
    }
    await refresh();
  }

  /** Lines are kept on the device first, always; with a network they go on to the shop at once. */
  async function addToDevice(entries: NewLine[]) {
    if (!db) return;
    await addLines(db, entries);
    await refresh();
    if (navigator.onLine) void send();
  }

  async function forget() {
    if (!db) return;
    await removeSaved(db);
    await refresh();
  }

  const ownSaved = saved && saved.season.customerNumber === customerNumber ? saved : null;
  const found = useMemo(() => searchSavedStyles(ownSaved?.styles ?? [], query), [ownSaved, query]);
  const waiting = useMemo(() => new Set(lines.map((line) => line.variantId)), [lines]);

  return (
    <>
      <p>{t('trade-show.intro')}</p>
      <output className={`d-block mb-3 ${online ? 'text-success' : 'alert alert-info'}`}>
        {online ? t('trade-show.status.online') : t('trade-show.status.offline')}
      </output>

      <CardSection id="trade-show-save" title={t('trade-show.save.title')}>
        <SavedSummary saved={saved} customerNumber={customerNumber} />
        <form onSubmit={saveChosen} className="row g-2 align-items-end">
          <fieldset className="col-12 col-md-8" aria-describedby="trade-show-choice-hint">
            <legend className="form-label fs-6">{t('trade-show.save.choice')}</legend>
            {loaded.seasons.map((season) => (
              <div className="form-check" key={season.code}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`trade-show-season-${season.code}`}
                  checked={chosen.includes(season.code)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked
                        ? [...current, season.code]
                        : current.filter((code) => code !== season.code),
                    )
                  }
                />
                <label className="form-check-label" htmlFor={`trade-show-season-${season.code}`}>
                  {t('trade-show.save.season', {
                    season: season.name,
                    styles: tc('trade-show.styles-count', season.styles),
                  })}
                </label>
              </div>
            ))}
            <p id="trade-show-choice-hint" className="form-text mb-0">
              {t('trade-show.save.hint', {
                max: new Intl.NumberFormat(localeForLanguage(language)).format(maxSavedStyles),
              })}
            </p>
          </fieldset>
          <div className="col-12 col-md-4 d-flex gap-2">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!db || !online || save.phase === 'saving'}
            >
              {t('trade-show.save.submit')}
            </button>
          </div>
        </form>
        <output className="d-block mt-2">
          {save.phase === 'saving' ? <span>{t('trade-show.save.progress', save.progress)}</span> : null}
          {save.phase === 'failed' ? (
            <span className="text-danger">{t('trade-show.save.failed')}</span>
          ) : null}
          {!online ? <span>{t('trade-show.save.offline')}</span> : null}
        </output>
        {ownSaved ? (
          <button type="button" className="btn btn-link px-0 mt-2" onClick={forget}>
            {t('trade-show.remove')}
          </button>
        ) : null}
      </CardSection>

      <DeviceBasket
        lines={lines}
        report={report}
        online={online}
        sendState={sendState}
        onSend={() => void send()}
        onRemove={(id) => {
          if (db) void removeLine(db, id).then(refresh);
        }}
      />

      {ownSaved ? (
        <section className="mb-4" aria-labelledby="trade-show-styles">
          <h2 id="trade-show-styles" className="h5">
            {t('trade-show.styles.title')}
          </h2>
          <search className="d-block mb-3">
            <label htmlFor="trade-show-search" className="form-label">
              {t('trade-show.search')}
            </label>
            <input
              id="trade-show-search"
              type="search"
              className="form-control"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-describedby="trade-show-found"
            />
            <p id="trade-show-found" className="form-text" aria-live="polite">
              {tc('trade-show.found', found.length)}
            </p>
          </search>
          <StyleList styles={found} customerNumber={customerNumber} waiting={waiting} onAdd={addToDevice} />
        </section>
      ) : null}
    </>
  );

  function SavedSummary({ saved, customerNumber }: { saved: Saved | undefined; customerNumber: string }) {
    if (saved === undefined) return null;
    if (!saved) return <p>{t('trade-show.nothing-saved')}</p>;
    if (saved.season.customerNumber !== customerNumber) return <p>{t('trade-show.saved.other-customer')}</p>;
    const { season } = saved;
    return (
      <p>
        {t('trade-show.saved', {
          name: season.seasons.map((entry) => entry.name).join(', '),
          date: formatLongDate(season.savedAt, localeForLanguage(language)),
          styles: tc('trade-show.styles-count', season.styleCount),
          pictures: tc('trade-show.pictures-count', season.pictureCount),
        })}
        {season.foundCount > season.styleCount
          ? ` ${t('trade-show.saved.cut', { max: season.styleCount, total: season.foundCount })}`
          : null}
      </p>
    );
  }
}
