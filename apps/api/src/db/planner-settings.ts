/**
 * The planner's cost of reading a page out of order, relative to one in sequence (PostgreSQL's default is 4,
 * made for spinning disks). The shop's working set is in memory or on SSD, so 1.1, set on every connection of
 * the PostgreSQL pool (client.ts) and in the embedded database (pglite-worker.ts): at 25,000 styles a broad
 * category's search then reads the documents of its language by the primary key instead of scanning every
 * document (ADR 92, docs/benchmarks.md).
 */
export const randomPageCost = 1.1;
