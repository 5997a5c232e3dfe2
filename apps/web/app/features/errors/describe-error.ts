import type { Translations } from '@shop/contracts';
import { isRouteErrorResponse } from 'react-router';

export type ErrorInfo = { status: number; message: string | null; details: string | null };

/** Spec §2: the error page shows the message (default 'Error') and the status (default 500). */
export function describeError(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText || null;
    return { status: error.status || 500, message, details: null };
  }
  if (error instanceof Error) {
    // Production builds replace server error messages with a generic one; stacks are never shown.
    return { status: 500, message: null, details: import.meta.env.DEV ? error.message : null };
  }
  return { status: 500, message: null, details: null };
}

/**
 * The error page's texts in the page's language that the web server sent with its 503 while the API host is
 * down or starting (root-loader.server.ts, ADR 96): the page has no dictionary then. Null for any other error.
 */
export function errorDictionary(error: unknown): Translations | null {
  return isRouteErrorResponse(error) && typeof error.data === 'object' ? (error.data as Translations) : null;
}
