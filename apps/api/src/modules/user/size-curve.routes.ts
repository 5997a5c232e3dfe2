import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getSizeCurve, saveSizeCurve } from './size-curve.service.ts';

/** The size curve a user applied last in the size grid (ADR 90). */
export const sizeCurveHandlers = {
  getSizeCurve: (request) => getSizeCurve(request.ctx),
  saveSizeCurve: (request) => saveSizeCurve(request.ctx, request.body),
} satisfies Handlers<typeof endpoints.sizeCurve>;
