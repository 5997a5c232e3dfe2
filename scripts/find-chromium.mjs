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

/** CHROME_PATH, else the usual install paths; a clear message naming how to install one otherwise. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium or Chrome found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to its executable.',
    );
  }
  return found;
}
