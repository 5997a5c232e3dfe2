import { defaultAreaId, localizePath, matchRoute, type User } from '@shop/contracts';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LineIcon } from '../../../components/ui/line-icon.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { localizeHref } from '../../../lib/i18n/localize-href.ts';
import { useRootData } from '../../../lib/root-data.ts';
import type { ForceSearchState } from '../use-product-list.ts';
import { AutocompletePanel } from './autocomplete-panel.tsx';
import { nextHighlight } from './highlight.ts';
import { hasPopularSearches } from './popular-searches-offer.ts';

// Shown only once the search is focused: its own chunk, out of every page's JavaScript budget (ADR 64).
const PopularSearches = lazy(() =>
  import('./popular-searches.tsx').then((module) => ({ default: module.PopularSearches })),
);

import { autocompleteOptions, useAutocomplete } from './use-autocomplete.ts';

/** Spec §6: the first word of the user's name personalises the placeholder. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Header search with autocomplete (spec §4): an ARIA combobox. Opens on focus (with nothing typed yet it offers
 * the back office's popular searches and trending categories), closes on a backdrop click,
 * Escape (suggestions and backdrop together; a second Escape empties the box), submit or focus leaving it;
 * arrow keys move the highlight within the first 5 entries; Enter opens the highlighted entry or the search
 * page with q. On the search page the route's q is kept in the input.
 */
export function HeaderSearch({ user }: { user: User | null }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const onSearchPage = matchRoute(location.pathname)?.name === 'search';
  const routeText = onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : null;
  const [text, setText] = useState(routeText ?? '');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const { results, phase, search } = useAutocomplete({ areaId: defaultAreaId, languageCode: language });
  const options = autocompleteOptions(results);
  const settings = useRootData()?.area.settings;

  // Spec §4: the q of the route shows in the input; leaving the search page for another page clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) is a reason on its own
  useEffect(() => {
    setText(routeText ?? '');
  }, [routeText, location.pathname]);

  const close = () => {
    setOpen(false);
    setHighlight(-1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = highlight >= 0 ? options[highlight] : undefined;
    close();
    input.current?.blur();
    if (chosen) {
      navigate(localizeHref(chosen.url, language));
      return;
    }
    const q = text.trim();
    if (!q) return;
    const state: ForceSearchState = { forceSearch: Date.now() };
    navigate(`${localizePath('search', language)}?q=${encodeURIComponent(q)}`, { state });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setHighlight((current) => nextHighlight(current, event.key as 'ArrowDown' | 'ArrowUp', options.length));
    } else if (event.key === 'Escape' && open) {
      // Without this the field's own Escape would empty it too, and that change would open the search again:
      // the backdrop stayed until a second Escape. Open, Escape closes and keeps the text; closed, it empties.
      event.preventDefault();
      close();
    }
  };

  const listboxId = `${id}-listbox`;
  const expanded = open && text.trim() !== '' && results !== null;
  const popular = open && text.trim() === '' && settings && hasPopularSearches(settings) ? settings : null;
  const placeholder = user
    ? t('search.placeholder-personal', { name: firstName(user.name) })
    : t('search.placeholder');

  // Focus leaving the search (Tab away, a click elsewhere) closes it like a backdrop click would; focus
  // moving to a suggestion or the submit button stays within it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <search className={`header-search${open ? ' is-open' : ''}`} onBlur={onBlur}>
      {open ? <div className="header-search__backdrop" aria-hidden="true" onClick={close} /> : null}
      <form className="header-search__form" onSubmit={submit} action={localizePath('search', language)}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          name="q"
          type="search"
          className="form-control header-search__input"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && highlight >= 0 ? `${id}-${options[highlight]?.id}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onFocus={() => {
            setOpen(true);
            if (text.trim() && !results) search(text);
          }}
          onChange={(event) => {
            setText(event.target.value);
            setHighlight(-1);
            // Emptied by the closed field's Escape (or its clear button): nothing to open the search for.
            if (event.target.value.trim() !== '') setOpen(true);
            search(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        {phase === 'searching' ? (
          <span className="spinner-border spinner-border-sm header-search__spinner" aria-hidden="true" />
        ) : null}
        <button type="submit" className="btn header-search__submit">
          <LineIcon>
            <circle cx="11" cy="11" r="6.5" strokeWidth="1.8" />
            <path d="M16 16l4.5 4.5" strokeWidth="1.8" strokeLinecap="round" />
          </LineIcon>
          <span className="visually-hidden">{t('search.submit')}</span>
        </button>
      </form>
      <AutocompletePanel
        id={listboxId}
        optionIdPrefix={id}
        results={expanded ? results : null}
        highlighted={options[highlight]?.id ?? null}
        phase={phase}
        onChoose={close}
      />
      {popular ? (
        <Suspense fallback={null}>
          <PopularSearches settings={popular} onChoose={close} />
        </Suspense>
      ) : null}
    </search>
  );
}
