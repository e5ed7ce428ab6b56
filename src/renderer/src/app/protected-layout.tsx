import { useUserDetailsSync } from '@renderer/features/auth';
import { ShellLayout } from '@renderer/features/shell';
import { RequireAuth } from './require-auth';

function SignedInShell() {
  useUserDetailsSync();
  return <ShellLayout />;
}

/** Guard, then keep the user's details fresh, then the dashboard frame. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <SignedInShell />
    </RequireAuth>
  );
}
