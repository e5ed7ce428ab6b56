interface PagedQuery {
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** Reads the next page of a list read a page at a time; disabled, and saying so, while it does. */
export function LoadMoreButton({
  query,
  label,
  busyLabel,
}: {
  query: PagedQuery;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? busyLabel : label}
    </button>
  );
}
