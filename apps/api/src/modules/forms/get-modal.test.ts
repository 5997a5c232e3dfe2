import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();
const { getModalRequest } = endpoints.forms;
const en = { areaId: 'b2b', languageCode: 'en' } as const;

describe('Modal/GetModalRequest', () => {
  it('answers a modal’s title, blocks and size in the language asked, at each of the three widths', async () => {
    const large = await callApi(shared.app, getModalRequest, { body: { area: en, key: 'size-guide' } });
    expect(large.statusCode, large.body).toBe(200);
    expect(large.json()).toMatchObject({ key: 'size-guide', title: 'Size guide', size: 'large', width: 800 });
    expect(large.json().blocks[0].type).toBe('richText');

    const small = await callApi(shared.app, getModalRequest, {
      body: { area: { areaId: 'b2b', languageCode: 'da' }, key: 'vat-number-help' },
    });
    expect(small.json()).toMatchObject({
      title: 'Dit momsnummer',
      size: 'small',
      width: 300,
      url: '/momsnummer',
    });

    const normal = await callApi(shared.app, getModalRequest, { body: { area: en, key: 'newsletter' } });
    expect(normal.json()).toMatchObject({ size: 'default', width: 500 });
    // A form inside a modal comes without the address it mails to.
    const form = normal.json().blocks.find((block: { type: string }) => block.type === 'form');
    expect(form.formKey).toBe('newsletter');
    expect(form).not.toHaveProperty('mailTo');
  });

  it('answers 404 modal-not-found for an unknown key and for a page that is not a modal', async () => {
    for (const key of ['no-such-modal', 'contact', 'home']) {
      const response = await callApi(shared.app, getModalRequest, { body: { area: en, key } });
      expect(response.statusCode, key).toBe(404);
      expect(response.json().errorCode).toBe('modal-not-found');
    }
  });

  it('answers junk with a 4xx, never a 5xx', async () => {
    for (const body of [
      null,
      {},
      { area: en },
      { area: en, key: '' },
      { area: en, key: '../etc' },
      { key: 'size-guide' },
      { area: en, key: 'x'.repeat(101) },
    ]) {
      const response = await callApiUnchecked(shared.app, getModalRequest, { body });
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});
