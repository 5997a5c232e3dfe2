import { loadConfigFromEnv } from '../env.ts';
import { lockDataFolder } from './pglite-lock.ts';
import { dataFolderVersion, pgliteMajorVersion, upgradeDataFolder } from './pglite-upgrade.ts';

/**
 * `npm run db:upgrade`: copy the PGlite data folder the API would open with the same environment ($DATA_DIR/
 * pglite) from PGlite 0.3's PostgreSQL 17 files into the current PostgreSQL 18 ones (pglite-upgrade.ts, ADR 97).
 * Takes the folder's lock first, so it refuses while a server runs on it. Nothing to do on PostgreSQL
 * (DATABASE_URL) or for a folder that is current.
 */
async function main(): Promise<void> {
  const config = loadConfigFromEnv().database;
  if (config.kind !== 'pglite' || !config.dataDir) {
    console.log('The API runs on PostgreSQL (DATABASE_URL): no PGlite folder to upgrade.');
    return;
  }
  const version = dataFolderVersion(config.dataDir);
  if (version === null || version === pgliteMajorVersion) {
    console.log(
      `${config.dataDir}: ${version === null ? 'no database yet' : `PostgreSQL ${version}, current`}; nothing to do.`,
    );
    return;
  }
  const release = lockDataFolder(config.dataDir);
  try {
    const started = Date.now();
    const report = await upgradeDataFolder(config.dataDir, (line) => console.log(line));
    if (report) {
      console.log(
        `${config.dataDir}: upgraded from PostgreSQL ${report.from} to ${pgliteMajorVersion} in ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s; the old folder is kept as ${report.keptAt}.`,
      );
    }
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(`Upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
