import { config } from 'zod/v4/core';

/**
 * zod compiles a fast parser for each object schema with `new Function`, and probes whether it may the first
 * time an object schema is created. The shop's Content-Security-Policy has no 'unsafe-eval', so in the browser
 * that probe is a CSP violation on every page that holds a schema. Parsing without the compiled parsers is
 * what we want anyway. Imported first by root.tsx, so it runs before any module creates a schema.
 *
 * `config` from zod's core (the same setting `z.config` changes), so the app shell takes in this one function
 * and not zod (ADR 64).
 */
config({ jitless: true });
