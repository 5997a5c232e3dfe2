export * from './money.ts';
export * from './pagination.ts';
export * from './stock-level.ts';
