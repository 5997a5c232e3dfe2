import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { visitorToken } from '../../test-support/cart-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();
const { sizeCurve } = endpoints;

const get = (app: FastifyInstance, token: string | null) =>
  callApiUnchecked(app, sizeCurve.getSizeCurve, {}, { token });
const save = (app: FastifyInstance, token: string | null, body: Record<string, unknown>) =>
  callApiUnchecked(app, sizeCurve.saveSizeCurve, { body }, { token });

describe('the size curve a user applied last (ADR 90)', () => {
  it('is null at first, then the last one saved, on every session of that user and no other', async () => {
    const { app } = shared;
    const tablet = await loginAs(app, 'dealer@nordlys.demo');
    const other = await loginAs(app, 'manager@nordlys.demo');
    expect((await get(app, other)).json()).toEqual({ sizeCurve: null });

    expect((await save(app, tablet, { curve: '1-2-2-1', packs: 3 })).json()).toEqual({
      sizeCurve: { curve: '1-2-2-1', packs: 3 },
    });
    const replaced = await save(app, tablet, { curve: '0-1-2-2-1-0', packs: 2 });
    expect(replaced.statusCode, replaced.body).toBe(200);

    // A second login is a second device: it finds the curve; another user does not.
    const laptop = await loginAs(app, 'dealer@nordlys.demo');
    expect((await get(app, laptop)).json()).toEqual({ sizeCurve: { curve: '0-1-2-2-1-0', packs: 2 } });
    expect((await get(app, other)).json()).toEqual({ sizeCurve: null });
  });

  it('refuses a curve or packs it could not apply with a 400 naming the field', async () => {
    const { app } = shared;
    const token = await loginAs(app, 'dealer@nordlys.demo');
    for (const body of [
      { curve: '1-x-2', packs: 1 },
      { curve: '1--2', packs: 1 },
      { curve: '0-0-0', packs: 1 },
      { curve: '1-1000', packs: 1 },
      { curve: Array.from({ length: 41 }, () => '1').join('-'), packs: 1 },
    ]) {
      const answer = await save(app, token, body);
      expect(answer.statusCode, body.curve).toBe(400);
      expect(answer.json().message).toMatch(/curve/);
    }
    for (const packs of [0, 1000, 2.5]) {
      const answer = await save(app, token, { curve: '1-2-2-1', packs });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/packs/);
    }
  });

  it('is for logged-in users: no token 401, a visitor 403', async () => {
    const { app } = shared;
    expect((await get(app, null)).statusCode).toBe(401);
    expect((await save(app, await visitorToken(app), { curve: '1-2', packs: 1 })).statusCode).toBe(403);
  });
});
