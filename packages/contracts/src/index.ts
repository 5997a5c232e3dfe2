export * from './area.ts';
export * from './common.ts';
export * from './content.ts';
export * from './routes.ts';
export * from './user.ts';
