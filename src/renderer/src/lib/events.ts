/** Window events between features that must not import each other. */

/** Fired after the user's own profile changes (spec §4); the header refreshes the user details. */
export const USER_UPDATED_EVENT = 'user-updated';

export function emitUserUpdated(): void {
  window.dispatchEvent(new Event(USER_UPDATED_EVENT));
}
