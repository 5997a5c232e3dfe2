import { allEndpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { visitorToken } from '../../test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();

/** Every staff, feed and ERP call of the contracts, with a value for each path parameter. */
const guarded = allEndpoints
  .filter((endpoint) => ['backoffice', 'feed', 'erp'].includes(endpoint.access))
  .map((endpoint) => {
    const params = Object.fromEntries(
      [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, 'x1']),
    );
    const input = {
      params,
      ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { body: {} }),
    };
    return { endpoint, input };
  });

describe('the back office and the feeds (issue 19)', () => {
  it('refuse every one of their calls to anonymous callers (401) and to dealers, sales users and visitors (403)', async () => {
    const { app } = shared;
    // The 22 back-office calls and the 4 feeds of the spec and the ADRs; a new one joins this test by itself.
    expect(guarded.filter(({ endpoint }) => endpoint.access === 'backoffice').length).toBeGreaterThanOrEqual(
      22,
    );
    expect(guarded.filter(({ endpoint }) => endpoint.access === 'feed').length).toBe(4);
    // The ERP's inbound calls (ADR 87).
    expect(guarded.filter(({ endpoint }) => endpoint.access === 'erp').length).toBe(6);
    const tokens = {
      dealer: await loginAs(app, 'dealer@nordlys.demo'),
      sales: await loginAs(app, 'sales@nordlys.demo'),
      'proposal user': await loginAs(app, 'proposal@nordlys.demo'),
      visitor: await visitorToken(app),
    };
    const wrong: string[] = [];
    for (const { endpoint, input } of guarded) {
      const anonymous = await callApiUnchecked(app, endpoint, input);
      if (anonymous.statusCode !== 401)
        wrong.push(`${endpoint.operationId} anonymous: ${anonymous.statusCode}`);
      for (const [who, token] of Object.entries(tokens)) {
        const answer = await callApiUnchecked(app, endpoint, input, { token });
        if (answer.statusCode !== 403) wrong.push(`${endpoint.operationId} as ${who}: ${answer.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
