import type { LanguageCode, ReorderedLine, ReorderOrderResponse } from '@shop/contracts';
import type { TranslateFunction } from '../../lib/i18n/translate.ts';
import { translateCount } from '../../lib/i18n/translate-count.ts';

/** A counted heading and the lines it is about. */
export type SummaryList = { heading: string; items: string[] };

/** What "Order again" tells the user, in their words: per cart what went in, then what got less or nothing. */
export type ReorderSummary = {
  /** One sentence per cart that got lines ("3 lines were added to your Stock order basket."). */
  added: string[];
  /** Said when no line could be added at all. */
  nothingAdded: string | null;
  /** Lines added with less than ordered, and why. */
  reduced: SummaryList | null;
  /** Lines not added, and why. */
  refused: SummaryList | null;
  /** Whether there is a basket to go to. */
  toCart: boolean;
};

/** A line added with less than ordered: the reason names its text (`reorder.reduced-by.<reason>`). */
type ReducedLine = ReorderedLine & { reducedBy: NonNullable<ReorderedLine['reducedBy']> };

const describeLine = (t: TranslateFunction, line: Pick<ReorderedLine, 'name' | 'colorName' | 'size'>) =>
  t('reorder.line', { name: line.name, colorName: line.colorName, size: line.size });

/**
 * The summary of a ReorderOrder answer (or of AddProposalToCart's, which reports alike); every text from the
 * translations, counts in plural forms.
 */
export function reorderSummary(
  answer: Pick<ReorderOrderResponse, 'carts' | 'added' | 'notAdded'>,
  t: TranslateFunction,
  language: LanguageCode,
): ReorderSummary {
  const added = answer.carts.map((cart) =>
    translateCount(t, language, 'reorder.added', cart.lineCount, {
      orderType: t(`cart.order-type-${cart.orderType}`),
    }),
  );
  const reducedLines = answer.added.filter((line): line is ReducedLine => line.reducedBy !== null);
  const reduced =
    reducedLines.length === 0
      ? null
      : {
          heading: translateCount(t, language, 'reorder.reduced', reducedLines.length),
          items: reducedLines.map((line) =>
            t('reorder.reduced-line', {
              line: describeLine(t, line),
              quantity: line.quantity,
              orderedQuantity: line.orderedQuantity,
              reason: t(`reorder.reduced-by.${line.reducedBy}`),
            }),
          ),
        };
  const refused =
    answer.notAdded.length === 0
      ? null
      : {
          heading: translateCount(t, language, 'reorder.not-added', answer.notAdded.length),
          items: answer.notAdded.map((line) =>
            t('reorder.refused-line', {
              line: describeLine(t, line),
              reason: t(`reorder.reason.${line.reason}`),
            }),
          ),
        };
  return {
    added,
    nothingAdded: answer.added.length === 0 ? t('reorder.nothing-added') : null,
    reduced,
    refused,
    toCart: answer.carts.length > 0,
  };
}
