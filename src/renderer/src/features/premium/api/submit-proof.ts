import { api } from '@renderer/lib/api-client';
import { type OrderResponse, PROOF_FIELD } from '@shared/api/payments';

/** POST /payments/orders/{id}/proof (multipart): the proof of a bank transfer, PDF or image. */
export function submitProof(id: string, file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append(PROOF_FIELD, file);
  return api.post<OrderResponse>(`/payments/orders/${encodeURIComponent(id)}/proof`, form, {
    fallbackMessage: 'premium.proof.failed',
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
}
