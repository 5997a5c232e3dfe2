import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { type ActionButtonState, createActionButton } from './action-button-state.ts';

type ActionButtonProps = {
  /** What a click does; without one the button is disabled (the action is not available yet). */
  action?: () => Promise<unknown>;
  /**
   * Checked on each click before the action: false stops the click there (no loading state, nothing sent),
   * for input the page refuses with its own message. A refused click must not hold the button busy, or the
   * corrected click that follows at once is ignored.
   */
  accepts?: () => boolean;
  children: ReactNode;
  className?: string;
  describedBy?: string;
};

/**
 * Spec §2 action button: shows loading while its action runs (further clicks are ignored), failed for 2 s
 * with the error as its title, and clears 0.5 s after success.
 */
export function ActionButton({
  action,
  accepts,
  children,
  className = 'btn btn-primary',
  describedBy,
}: ActionButtonProps) {
  const t = useT();
  const [state, setState] = useState<ActionButtonState>({ phase: 'idle' });
  const [machine] = useState(() => createActionButton(setState));
  useEffect(() => () => machine.dispose(), [machine]);
  const loading = state.phase === 'loading';
  const failed = state.phase === 'failed';
  return (
    <button
      type="button"
      className={`${className} action-button${failed ? ' is-failed' : ''}`}
      disabled={!action}
      aria-busy={loading}
      aria-describedby={describedBy}
      title={failed ? state.error : undefined}
      onClick={() => {
        if (action && (accepts?.() ?? true)) void machine.click(action);
      }}
    >
      {loading ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
      {failed ? t('common.failed') : children}
    </button>
  );
}
