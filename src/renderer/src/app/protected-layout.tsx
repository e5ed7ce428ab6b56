import { useProfileSync } from '@renderer/features/auth';
import { useChatRealtime, useUnreadTotal } from '@renderer/features/chat';
import { ShellLayout } from '@renderer/features/shell';
import { QueryProvider } from '@renderer/lib/query-provider';
import { RequireAuth } from './require-auth';

function SignedInShell() {
  useProfileSync();
  // Chat connection, unread badge and notifications for the whole signed-in session.
  useChatRealtime();
  return <ShellLayout unreadMessages={useUnreadTotal()} />;
}

/** Guard, then keep the user's details fresh, then the dashboard frame, all with the server-data cache. */
export function ProtectedLayout() {
  return (
    <QueryProvider>
      <RequireAuth>
        <SignedInShell />
      </RequireAuth>
    </QueryProvider>
  );
}
