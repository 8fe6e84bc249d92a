import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps {
  query: QueryLike;
  isEmpty: boolean;
  loading: string;
  empty: ReactNode;
  /** The spec's words, e.g. 'Failed to load bookings'; the server's own message follows where it sent one. */
  failure: string;
  children: ReactNode;
}

/** Every list's loading, empty and error states, drawn the same way everywhere. */
export function QueryState({ query, isEmpty, loading, empty, failure, children }: QueryStateProps) {
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        {loading}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="flex items-center gap-2 font-semibold">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {failure}
        </p>
        {isApiError(query.error) && <p className="mt-1">{query.error.message}</p>}
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (isEmpty)
    return <div className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">{empty}</div>;
  return children;
}
