// Prepares the benchmark database: the demo brand at benchmark size in data/bench (seeded once per size).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../servers.mjs';

export const benchDataDir = path.join(repoRoot, 'data/bench');

/**
 * Seed `styles` styles into data/bench (or the PostgreSQL database `databaseUrl`) unless that size is
 * already there.
 */
export function ensureBenchData({ styles, images, databaseUrl = '' }) {
  const marker = path.join(benchDataDir, 'seeded.json');
  const wanted = JSON.stringify({ styles, images, databaseUrl });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.log(`Seeding ${styles} styles into ${benchDataDir}${images ? ' (with images)' : ''}…`);
  const args = ['run', 'seed', '-w', '@shop/api', '--', '--styles', String(styles)];
  if (!images) args.push('--no-images');
  // A benchmark database named with --postgres is the benchmark's own: the seed may wipe it.
  if (databaseUrl) args.push('--force');
  const result = spawnSync('npm', args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: benchDataDir, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error('Seeding the benchmark data failed');
  writeFileSync(marker, wanted);
}
