import { Button } from '@/components/ui/button';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The next page of an admin list, on request. */
export function LoadMore({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-5 flex justify-center">
      <Button
        variant="secondary"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
