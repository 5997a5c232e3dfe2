import { useT } from '../../../lib/i18n/i18n-context.tsx';

/**
 * Spec §2: ALL plus each order type of the cart. The carts (and their order types) arrive with the cart
 * issue; until then the two checkout order types filter through the stockKind facet, whose keys are the
 * same kinds: Preorder = '1Preorder', Stock = '2Stock'.
 */
export const orderTypeFilters = [
  { orderType: 'Preorder', key: '1Preorder' },
  { orderType: 'Stock', key: '2Stock' },
] as const;

export function OrderTypeStrip({
  selected,
  onSelect,
}: {
  /** The stockKind keys currently selected. */
  selected: string[];
  onSelect: (keys: string[]) => void;
}) {
  const t = useT();
  const only = selected.length === 1 ? selected[0] : null;
  const all = selected.length === 0;
  return (
    <nav className="order-type-strip" aria-label={t('search.order-types')}>
      <button
        type="button"
        className={`order-type-strip__item${all ? ' is-active' : ''}`}
        aria-pressed={all}
        onClick={() => onSelect([])}
      >
        {t('search.order-type-all')}
      </button>
      {orderTypeFilters.map((filter) => (
        <button
          key={filter.key}
          type="button"
          className={`order-type-strip__item${only === filter.key ? ' is-active' : ''}`}
          aria-pressed={only === filter.key}
          onClick={() => onSelect([filter.key])}
        >
          {t(`search.order-type-${filter.orderType}`)}
        </button>
      ))}
    </nav>
  );
}
