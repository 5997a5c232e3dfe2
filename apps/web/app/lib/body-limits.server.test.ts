import { maxImportFileBytes } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import {
  apiBodyLimitBytes,
  bodyLimitFor,
  bodyTooLarge,
  formBodyLimitBytes,
  importBodyLimitBytes,
  limitBody,
} from './body-limits.server.ts';

const streamOf = (...chunks: number[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });

describe('Body limits per route', () => {
  it("gives forms 64 KB, API calls the API's 1 MB and the Excel import its file limit and the form around it", () => {
    expect(bodyLimitFor('/session/logout')).toBe(formBodyLimitBytes);
    expect(bodyLimitFor('/login')).toBe(64 * 1024);
    expect(bodyLimitFor(endpoints.cart.createCart.path)).toBe(apiBodyLimitBytes);
    expect(bodyLimitFor('/backoffice/api/Anything')).toBe(1024 * 1024);
    expect(bodyLimitFor(endpoints.cart.importCart.path)).toBe(importBodyLimitBytes);
    expect(importBodyLimitBytes).toBeGreaterThan(maxImportFileBytes);
  });

  it("answers 413 the way the API host would: the import's own code, Fastify's for other calls, text for forms", async () => {
    const importAnswer = bodyTooLarge(endpoints.cart.importCart.path);
    expect(importAnswer.status).toBe(413);
    expect(await importAnswer.json()).toMatchObject({ errorCode: 'import-file-too-large' });
    const apiAnswer = bodyTooLarge(endpoints.cart.createCart.path);
    expect(apiAnswer.status).toBe(413);
    expect(await apiAnswer.json()).toMatchObject({ errorCode: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    const formAnswer = bodyTooLarge('/session/logout');
    expect(formAnswer.status).toBe(413);
    expect(await formAnswer.text()).toBe('Payload Too Large');
  });

  it('passes a streamed body up to the limit and stops it at the first byte over', async () => {
    const within = limitBody(streamOf(600, 400), 1000, () => expect.unreachable());
    expect((await new Response(within).arrayBuffer()).byteLength).toBe(1000);

    let exceeded = false;
    const over = limitBody(streamOf(600, 401, 10_000), 1000, () => {
      exceeded = true;
    });
    await expect(new Response(over).arrayBuffer()).rejects.toThrow(/larger than 1000 bytes/);
    expect(exceeded).toBe(true);
  });
});
