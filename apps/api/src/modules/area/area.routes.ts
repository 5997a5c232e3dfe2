import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getAreaById } from './area.service.ts';

export const areaHandlers: Handlers<typeof endpoints.area> = {
  getAreaById: async (request) => getAreaById(request.ctx),
};
