import type { CompanyUser } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { callApiUnchecked } from './call-api.ts';

/** Test helpers of the company users suites: the calls a customer's admin makes, answered raw. */

const calls = endpoints.companyUsers;

export const getUsers = (app: FastifyInstance, token: string | null) =>
  callApiUnchecked(app, calls.getUsers, {}, { token });

/** The users GetUsers lists, which must succeed. */
export async function usersOf(app: FastifyInstance, token: string): Promise<CompanyUser[]> {
  const response = await getUsers(app, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().users;
}

export const updateCompanyUser = (app: FastifyInstance, token: string, body: unknown) =>
  callApiUnchecked(app, calls.updateCompanyUser, { body }, { token });

export const getUser = (app: FastifyInstance, token: string) =>
  callApiUnchecked(app, endpoints.user.getUser, {}, { token });
