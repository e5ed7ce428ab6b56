import { useProfileSync } from '@renderer/features/auth';
import { useChatRealtime, useUnreadTotal } from '@renderer/features/chat';
import { ShellLayout } from '@renderer/features/shell';
import { RequireAuth } from './require-auth';

function SignedInShell() {
  useProfileSync();
  // Chat connection, unread badge and notifications for the whole signed-in session.
  useChatRealtime();
  return <ShellLayout unreadMessages={useUnreadTotal()} />;
}

/** Guard, then keep the user's details fresh, then the dashboard frame. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <SignedInShell />
    </RequireAuth>
  );
}
