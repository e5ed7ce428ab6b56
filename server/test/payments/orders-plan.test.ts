import { expect, it } from 'vitest';
import { call, signedInAccount } from '../helper';
import { expectServedInIndexOrder, orderedReadsOf, sentQueries } from '../query-plan';
import { createOrder, paymentsApp } from './fixtures';

/**
 * A user's orders (GET /payments/orders) are one range of payment_orders_user_idx in its order:
 * with plain 'desc' (NULLS FIRST against the index's NULLS LAST) every call sorted all the user's
 * orders; now only orders created in the same instant are put in order by their number.
 */
it("reads a user's orders in the index's order, without sorting them", async () => {
  const t = await paymentsApp();
  const { token } = await signedInAccount(t);
  await createOrder(t, token);
  const sent = await sentQueries(t, async () => {
    const listed = await call(t, 'GET', '/payments/orders', token);
    expect(listed.statusCode, listed.body).toBe(200);
  });
  const reads = orderedReadsOf(sent, 'payment_orders');
  expect(reads).toHaveLength(1);
  await expectServedInIndexOrder(t, reads[0]!, 'payment_orders_user_idx');
});
