import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { inviteCompanyUser } from './company-user-invite.ts';
import { updateCompanyUser } from './company-user-update.ts';
import { getCompanyUsers } from './company-users-of.ts';

/** Invitations a user may send per minute: each one mails an address the caller chose. */
const invitationsPerMinute = 10;

/** GetUsers and the calls that manage a customer's own users (ADR 41). */
export const companyUserHandlers: Handlers<typeof endpoints.companyUsers> = {
  getUsers: async ({ ctx }) => ({ users: await getCompanyUsers(ctx) }),

  inviteUser: {
    handler: async ({ ctx, body }) => ({ user: await inviteCompanyUser(ctx, body) }),
    options: {
      // Per user, not per address: every shopper arrives through the web server's one address.
      rateLimit: {
        max: invitationsPerMinute,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (request) =>
          request.auth.kind === 'user' ? `invite-user|${request.auth.userId}` : `invite-user|${request.ip}`,
      },
    },
  },

  updateCompanyUser: async ({ ctx, body }) => ({ user: await updateCompanyUser(ctx, body) }),
};
