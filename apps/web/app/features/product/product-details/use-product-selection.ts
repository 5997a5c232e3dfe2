import type { Product } from '@shop/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { selectedColorCode, selectedVariant } from '../../../lib/product-selection.ts';

/**
 * The colour (in the URL as `colorCode`, so it can be shared and a swatch can link to it) and the size
 * (page state) chosen on a product page. Changing the colour replaces the URL without scrolling.
 */
export function useProductSelection(product: Product) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('colorCode');
  // The clicked colour shows at once; the URL follows a moment later.
  const [chosen, setChosen] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL catching up makes the choice obsolete
  useEffect(() => setChosen(null), [fromUrl]);
  const colorCode = selectedColorCode(product, chosen ?? fromUrl);
  const [wantedSize, setWantedSize] = useState<string | null>(null);
  const variant = selectedVariant(product, colorCode, wantedSize);

  const selectColor = useCallback(
    (code: string) => {
      setChosen(code);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('colorCode', code);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { colorCode, variant, selectColor, selectSize: setWantedSize };
}
