import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { SortingOption } from '../search-config.ts';

/** Spec §2 sort dropdown; a native select, so it is small, keyboard friendly and works on every phone. */
export function SortSelect({
  options,
  value,
  onChange,
}: {
  options: SortingOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t('search.sort-by')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.queryValue} value={option.queryValue}>
            {t(option.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
