import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../scripts/find-chromium.mjs';

/** The browser the tests drive: Debian's headless shell when installed (ADR 88), else CHROME_PATH or Chromium. */
export const testChromium = () => findChromium({ headlessShell: true });

let shared: Promise<Browser> | null = null;

/**
 * The browser of this test worker: launched by the first file that asks, then shared by every file after it
 * (the browser project loads its modules once per worker, vitest.config.ts). Files never share pages or
 * cookies: each test opens its own context. One launch per worker instead of one per file saved about a
 * second of both cores per file. A browser that has gone (crashed, or closed) is launched again. Playwright
 * closes it when the worker exits.
 */
export function workerChromium(): Promise<Browser> {
  if (shared) {
    const current = shared;
    return current.then((browser) => {
      if (browser.isConnected()) return browser;
      if (shared === current) shared = null;
      return workerChromium();
    });
  }
  const launching = chromium.launch({ executablePath: testChromium(), args: chromiumArgs });
  shared = launching;
  launching.catch(() => {
    if (shared === launching) shared = null;
  });
  return launching;
}
