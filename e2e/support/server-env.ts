/**
 * The environment every browser test's servers start with: a fresh embedded database in `dataDir` holding the
 * demo (48 styles, no rendered pictures), no Redis, quiet logs, and the test web server as the shop's public
 * address (payments return to it). The shards' shared servers (global-setup.ts) and a file's own servers
 * (own-servers.ts) add what they need.
 */
export function demoServerEnv(dataDir: string, webPort: number): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    // The tests log in as the demo's dealers: load it (the default on PGlite, said here for a DEMO_DATA of the shell).
    DEMO_DATA: 'true',
    DEMO_STYLES: '48',
    DEMO_RENDER_IMAGES: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://localhost:${webPort}`,
  };
}
