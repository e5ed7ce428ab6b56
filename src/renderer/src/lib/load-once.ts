/**
 * `load` run at the first call, its promise shared by every call after; a failure is not kept, so
 * the next call runs `load` again. For code downloaded on demand (a lazily loaded library), where
 * a failure means the link dropped and a later try may well succeed.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
