import { unsubscribe } from '@renderer/lib/api/notifications';
import { useMutation } from '@tanstack/react-query';

/** Turns off one kind's email with an email's signed link; no sign-in (the token is the authority). */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => unsubscribe(token) });
}
