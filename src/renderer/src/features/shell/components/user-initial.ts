import type { UserData } from '@shared/api/user';

/** The avatar letter: first name, else email, else a neutral mark. */
export function userInitial(user: UserData | null): string {
  const source = user?.first_name?.trim() || user?.email?.trim() || '';
  return source ? source.charAt(0).toLocaleUpperCase() : '?';
}

export function userDisplayName(user: UserData | null): string {
  const name = [user?.first_name, user?.last_name].filter((part) => part?.trim()).join(' ');
  return name || user?.email || '';
}
