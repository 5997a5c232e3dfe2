import type {
  DeletionRequestDetail,
  DeletionRequestRow,
  SearchDeletionRequestsBody,
  SearchDeletionRequestsResponse,
} from '@shop/contracts';
import { SearchDeletionRequestsBody as SearchBody } from '@shop/contracts';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { customerNamesByNumbers } from '../customer/index.ts';
import { countOrdersPlacedByUser } from '../order/index.ts';
import { isOnlyAllUser, userNamesByIds, userPersonalData } from '../user/index.ts';
import { type RequestRow, requestOf } from './deletion-requests.ts';
import { personalDataRequests } from './personal-data.tables.ts';

/** The rows with their users (name, e-mail, customer) as staff see them now: placeholders once erased. */
async function rowsOf(ctx: Ctx, rows: RequestRow[]): Promise<DeletionRequestRow[]> {
  const users = await Promise.all(rows.map((row) => userPersonalData(ctx, row.userId)));
  const names = await customerNamesByNumbers(
    ctx,
    users.flatMap(({ profile }) => (profile.customerNumber ? [profile.customerNumber] : [])),
  );
  return rows.map((row, index) => {
    const profile = users[index]?.profile;
    if (!profile) throw new Error(`user ${row.userId} of request ${row.id} is missing`);
    return {
      ...requestOf(row),
      user: {
        userId: profile.userId,
        name: profile.name,
        email: profile.email,
        customerNumber: profile.customerNumber,
        customerName: profile.customerNumber ? (names.get(profile.customerNumber) ?? null) : null,
        active: profile.active,
      },
    };
  });
}

/** GetDeletionRequests: open requests first (oldest waiting longest on top), then decided ones newest first. */
export async function searchDeletionRequests(
  ctx: Ctx,
  input: SearchDeletionRequestsBody,
): Promise<SearchDeletionRequestsResponse> {
  const body = SearchBody.parse(input);
  const where = body.status ? eq(personalDataRequests.status, body.status) : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(personalDataRequests).where(where);
  const rows = await ctx.db
    .select()
    .from(personalDataRequests)
    .where(where)
    .orderBy(
      sql`(${personalDataRequests.status} = 'open') DESC`,
      sql`CASE WHEN ${personalDataRequests.status} = 'open' THEN ${personalDataRequests.requestedAt} END ASC`,
      desc(personalDataRequests.requestedAt),
      asc(personalDataRequests.id),
    )
    .limit(body.pageSize)
    .offset((body.pageNr - 1) * body.pageSize);
  const totalCount = Number(total?.n ?? 0);
  return {
    requests: await rowsOf(ctx, rows),
    totalCount,
    pageCount: Math.ceil(totalCount / body.pageSize),
    pageNr: body.pageNr,
    pageSize: body.pageSize,
  };
}

/** One request as staff see it: the user, who decided it, the orders kept, whether the user is the last All. */
export async function deletionRequestDetail(ctx: Ctx, row: RequestRow): Promise<DeletionRequestDetail> {
  const [shown] = await rowsOf(ctx, [row]);
  if (!shown) throw new Error(`request ${row.id} could not be shown`);
  const deciders = await userNamesByIds(ctx, row.decidedByUserId ? [row.decidedByUserId] : []);
  return {
    ...shown,
    decidedBy: row.decidedByUserId ? (deciders.get(row.decidedByUserId) ?? null) : null,
    ordersPlaced: await countOrdersPlacedByUser(ctx, row.userId),
    onlyAllUser: row.status === 'open' ? await isOnlyAllUser(ctx, row.userId) : false,
  };
}
