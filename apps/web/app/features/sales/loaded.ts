/** A read the page shows as it came: its value, or `failed` when the API could not answer (ADR 46). */
export type Loaded<T> = ({ status: 'ok' } & T) | { status: 'failed' };
