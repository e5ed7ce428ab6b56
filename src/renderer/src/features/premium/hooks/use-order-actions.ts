import { paymentKeys } from '@renderer/lib/api/keys';
import { toApiError } from '@renderer/lib/api-client';
import { applyPaymentUpdate } from '@renderer/lib/payment-updates';
import { notify } from '@renderer/lib/toast';
import type { CreateOrderBody, OrderResponse } from '@shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelOrder } from '../api/cancel-order';
import { createOrder } from '../api/create-order';
import { submitProof } from '../api/submit-proof';

/**
 * Placing, cancelling and proving an order. Each answer is the order as stored: it goes into
 * the cache the same way a `paymentUpdated` does, so every screen showing it agrees.
 */
export function useOrderActions() {
  const client = useQueryClient();
  const [proofProgress, setProofProgress] = useState<number | null>(null);
  const store = (response: OrderResponse) => {
    client.setQueryData(paymentKeys.order(response.data.order.id), response);
    applyPaymentUpdate(client, response.data.order);
  };

  const create = useMutation({
    mutationFn: (body: CreateOrderBody) => createOrder(body),
    onSuccess: (response) => {
      store(response);
      void client.invalidateQueries({ queryKey: paymentKeys.orders() });
    },
    onError: (error) => notify.error(toApiError(error, 'premium.order.createFailed').message),
  });

  const cancel = useMutation({
    mutationFn: (id: string) => cancelOrder(id),
    onSuccess: (response) => {
      store(response);
      notify.success(response.message);
    },
    onError: (error) => notify.error(toApiError(error, 'premium.order.cancelFailed').message),
  });

  const proof = useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      setProofProgress(0);
      return submitProof(id, file, setProofProgress);
    },
    onSuccess: (response) => {
      store(response);
      notify.success(response.message);
    },
    onError: (error) => notify.error(toApiError(error, 'premium.proof.failed').message),
    onSettled: () => setProofProgress(null),
  });

  return { create, cancel, proof, proofProgress };
}
