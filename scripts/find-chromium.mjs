// Finds the Chromium or Chrome the browser tests and benchmarks drive. Never downloads one.
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** The flags the sandboxed, offline machines here need (no background network, no sandbox as root). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's build of Chromium's headless shell (`apt-get install chromium-headless-shell`): the same engine
 * without the browser's window layer. The browser tests prefer it: in headless mode the full browser still runs
 * its tab strip and other window pages in renderers of their own, and the shell took half the CPU the full
 * browser took for the same four browser files (ADR 88).
 */
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * CHROME_PATH, else (with `headlessShell`, for the browser tests) Debian's headless shell when installed, else
 * the usual install paths; a clear message naming how to install one otherwise. Lighthouse (bench:web) asks
 * for the full browser, which it measures as a visitor's.
 */
export function findChromium({ headlessShell: preferShell = false } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = [...(preferShell ? [headlessShell] : []), ...candidates].find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium or Chrome found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium chromium-headless-shell`) or set CHROME_PATH to its executable.',
    );
  }
  return found;
}
