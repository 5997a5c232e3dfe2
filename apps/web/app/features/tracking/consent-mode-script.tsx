import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';
import type { ConsentChoice } from '../../lib/consent-choice.ts';
import { consentModeScript } from './consent-mode.ts';

/**
 * The page's first script (ADR 79): Consent Mode's default and the stored choice's update, queued before any
 * other tracking-layer entry. The page's CSP nonce comes from React Router's context, the way its own
 * <ScrollRestoration> script gets it (ADR 32); the browser does not run the script again on hydration.
 */
export function ConsentModeScript({ choice }: { choice: ConsentChoice | null }) {
  const nonce = useContext(FrameworkContext)?.nonce;
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, with no visitor input in it
      dangerouslySetInnerHTML={{ __html: consentModeScript(choice) }}
      suppressHydrationWarning
    />
  );
}
