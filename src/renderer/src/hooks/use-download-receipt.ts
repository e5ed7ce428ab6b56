import { getReceipt } from '@renderer/lib/api/get-receipt';
import { toApiError } from '@renderer/lib/api-client';
import { saveFile } from '@renderer/lib/save-file';
import { notify } from '@renderer/lib/toast';
import type { PaymentOrder } from '@shared/api/payments';
import { useMutation } from '@tanstack/react-query';

/** Fetches a paid order's receipt (PDF) and saves it as `<receipt number>.pdf`. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: (order: Pick<PaymentOrder, 'id' | 'number' | 'receiptNumber'>) => getReceipt(order.id),
    onSuccess: (pdf, order) => {
      const blob = pdf instanceof Blob ? pdf : new Blob([pdf], { type: 'application/pdf' });
      saveFile(blob, `${order.receiptNumber ?? order.number}.pdf`);
    },
    onError: (error) => notify.error(toApiError(error, 'billing.receiptFailed').message),
  });
}
