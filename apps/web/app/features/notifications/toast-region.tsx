import { lazy, Suspense, useState } from 'react';
import { useNotifications } from './notifications-context.tsx';

const ToastStack = lazy(() => import('./toast-stack.tsx').then((module) => ({ default: module.ToastStack })));

/**
 * The live region toasts appear in. It is on every page from the start, so screen readers announce what
 * is added to it; the toasts' code (react-bootstrap's Toast and its transitions) loads with the first
 * notification, and then stays mounted so a closing toast animates.
 */
export function ToastRegion() {
  const notifications = useNotifications();
  const [shown, setShown] = useState(notifications.length > 0);
  // Remembering a value of an earlier render (react.dev 'storing information from previous renders').
  if (notifications.length > 0 && !shown) setShown(true);
  return (
    <div aria-live="polite" aria-atomic="false" className="toast-region">
      {shown ? (
        <Suspense fallback={null}>
          <ToastStack />
        </Suspense>
      ) : null}
    </div>
  );
}
