import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../test-support/api-request.ts';
import { dealer } from '../../test-support/auth-args.ts';
import { orderAgainAction } from './order-again-action.server.ts';

const answer = { orderId: 'SO1', carts: [], added: [], notAdded: [] };
const requestId = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('the order page\'s "Order again" form', () => {
  it("orders the page's order again with the form's request id, so the same form sent twice adds once", async () => {
    const { args, sent } = apiRequest(
      '/da/kundecenter/ordrer/SO1',
      dealer,
      { ReorderOrder: { status: 200, payload: answer } },
      { form: { intent: 'order-again', requestId }, params: { id: 'SO1' } },
    );
    expect(await orderAgainAction(args)).toMatchObject({ data: { status: 'done', answer } });
    expect(sent).toEqual([
      expect.objectContaining({
        url: '/api/CustomerCenter/ReorderOrder',
        body: { area: { areaId: 'b2b', languageCode: 'da' }, orderId: 'SO1', requestId },
      }),
    ]);
  });

  it("says it failed, with the API's status, when the API refuses", async () => {
    const { args } = apiRequest(
      '/customer-center/orders/SO1',
      dealer,
      { ReorderOrder: { status: 404, payload: { message: 'Not Found', errorCode: 'not-found', type: 'x' } } },
      { form: { intent: 'order-again', requestId }, params: { id: 'SO1' } },
    );
    expect(await orderAgainAction(args)).toMatchObject({ data: { status: 'failed' }, init: { status: 404 } });
  });
});
