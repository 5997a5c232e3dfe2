import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebIfNeeded, startServers } from '../../scripts/servers.mjs';
import { testChromium } from './chromium.ts';
import { startMailbox } from './mailbox.ts';
import { demoServerEnv } from './server-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The API host itself, for calls the web server does not forward (the back office's). */
    apiUrl: string;
    /** The API host's media folder, for tests that put image files where the demo renders none. */
    mediaDir: string;
    /** Where every e-mail the API sends arrives, one JSON file per message (support/mailbox.ts). */
    mailDir: string;
  }
}

/**
 * Build the storefront if needed, then start the real API host (fresh embedded database with the demo
 * brand) and the real web server on their own ports for the browser tests.
 */
export default async function setup(project: TestProject) {
  testChromium(); // fail fast with the install hint
  buildWebIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
  // The shop's mails go to a real SMTP server on loopback; the tests read them from its folder.
  const mailbox = await startMailbox(path.join(dataDir, 'mail'));
  const servers = await startServers({
    apiPort: Number(process.env.E2E_API_PORT ?? 3101),
    webPort,
    stdio: process.env.E2E_LOGS ? 'inherit' : 'ignore',
    env: {
      ...demoServerEnv(dataDir, webPort),
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // Every browser test logs in from loopback: the spraying limit per address would count them all.
      LOGIN_ADDRESS_FAILURE_LIMIT: '1000',
      // The ledger ships and invoices an order as soon as it has it, so the tests see its documents.
      LEDGER_SHIP_AFTER_MINUTES: '0',
      // The ledger refuses the first transfer of an order with this reference (backoffice-orders.e2e.ts).
      LEDGER_REFUSE_ONCE_REFERENCE: 'LEDGER-REFUSE-ONCE',
      SMTP_URL: mailbox.smtpUrl,
    },
  }).catch(async (error: unknown) => {
    await mailbox.stop();
    throw error;
  });
  project.provide('baseUrl', servers.webUrl);
  project.provide('apiUrl', servers.apiUrl);
  project.provide('mediaDir', path.join(dataDir, 'media'));
  project.provide('mailDir', mailbox.dir);
  return async () => {
    await servers.stop();
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
