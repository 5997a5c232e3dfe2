import { lazy, Suspense, useState } from 'react';
import { useMiniCart } from '../cart-context.tsx';

export const miniCartId = 'mini-cart';

const loadMiniCart = () => import('./mini-cart.tsx');
const MiniCart = lazy(() => loadMiniCart().then((module) => ({ default: module.MiniCart })));

/** Start loading the mini cart's code before it is needed (the pointer is on its button). */
export function preloadMiniCart(): void {
  void loadMiniCart();
}

/**
 * The mini cart's code (offcanvas, summaries, calculation) is loaded when it is first opened, not with
 * every page: until then nothing of it is on screen. Once opened it stays mounted, so closing animates.
 */
export function LazyMiniCart() {
  const { open } = useMiniCart();
  const [opened, setOpened] = useState(open);
  // Remembering a prop of an earlier render (react.dev 'storing information from previous renders').
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart />
    </Suspense>
  );
}
