import { useT } from '../../../lib/i18n/i18n-context.tsx';

/** The head row of a size × colour table: the colour column, one column per size, the total column. */
export function SizeGridHead({ sizes }: { sizes: readonly string[] }) {
  const t = useT();
  return (
    <thead>
      <tr>
        <th scope="col">{t('size-grid.color')}</th>
        {sizes.map((size) => (
          <th key={size} scope="col" className="size-grid__size">
            {size}
          </th>
        ))}
        <th scope="col" className="size-grid__total">
          {t('size-grid.total')}
        </th>
      </tr>
    </thead>
  );
}
