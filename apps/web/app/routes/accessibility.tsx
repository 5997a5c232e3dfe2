import { AccessibilityStatement } from '../features/accessibility/accessibility-statement.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/accessibility';

/** /accessibility, /da/tilgaengelighed: the accessibility statement, open to everybody (ADR 79). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('accessibility-statement.title') }));

export default function AccessibilityRoute() {
  return <AccessibilityStatement />;
}
