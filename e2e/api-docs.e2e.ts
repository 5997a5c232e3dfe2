import { allEndpoints, endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/session.ts';

/**
 * The API documentation as integration partners open it (ADR 31): through the shop's address, in Chromium,
 * under the policy the API host gives the docs page, with no violation, and "Try it out" answering.
 */
const { newPage } = useBrowser();

describe('The API docs under their Content-Security-Policy', () => {
  it('render every operation and run a call from the page with no violation', async () => {
    const page = await newPage();
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
    await page.context().addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (violation: string) => void })
          .reportCspViolation;
        report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /content security policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);

    await page.locator('.opblock').first().waitFor();
    // Every definition is listed under its first tag (Swagger UI writes a space in an id as _).
    const shown = await page.locator('.opblock').evaluateAll((blocks) => blocks.map((block) => block.id));
    const missing = allEndpoints
      .map((endpoint) => `operations-${endpoint.tags[0].replaceAll(' ', '_')}-${endpoint.operationId}`)
      .filter((id) => !shown.includes(id));
    expect(missing).toEqual([]);

    const operation = page.locator(`#operations-Area-${endpoints.area.getAreaById.operationId}`);
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    const status = operation.locator('.live-responses-table tbody .response-col_status').first();
    await status.waitFor();
    expect((await status.textContent())?.trim()).toBe('200');

    expect(violations).toEqual([]);
  });
});
