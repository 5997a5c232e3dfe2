import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiFolder = fileURLToPath(new URL('../../../', import.meta.url));

describe('npm run seed', () => {
  it('refuses a DATABASE_URL without --force and says what it would do', () => {
    // Nothing answers on port 1: a seed that connected at all would fail differently.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/seed/seed-cli.ts', '--no-images'], {
      cwd: apiFolder,
      env: { ...process.env, DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/shop_live' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'Not seeding: DATABASE_URL points at the PostgreSQL database 127.0.0.1:1/shop_live',
    );
    expect(run.stderr).toContain('Run again with --force');
    expect(run.stderr).not.toContain('secret');
  });
});
