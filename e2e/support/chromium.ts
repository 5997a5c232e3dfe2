import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../scripts/find-chromium.mjs';

export { findChromium };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}
