import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { keysContent } from '@/features/house-keys/content';
import { isApiError } from '@/lib/api-error';
import { portalKeys } from '@/lib/query-keys';

const content = keysContent.conflict;

/** A 409 from a hand-over or a loss: the key moved (or was marked) since the office read it. */
export const isConflict = (error: unknown) => isApiError(error) && error.status === 409;

/**
 * Says that the key changed under the office's feet, in the server's words, and reads it again on
 * request: the form above it then shows where the key is now and sends at the new version. Focus
 * moves here when it appears, so the keyboard is where the next step is.
 */
export function KeyConflict({ message, onReloaded }: { message: string; onReloaded: () => void }) {
  const queryClient = useQueryClient();
  const [reloading, setReloading] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const reload = async () => {
    setReloading(true);
    try {
      await queryClient.refetchQueries({ queryKey: portalKeys.keys });
      onReloaded();
    } finally {
      setReloading(false);
    }
  };
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-amber-600"
    >
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {content.heading}
      </p>
      <p className="mt-1">{message}</p>
      <p className="mt-1">{content.body}</p>
      <Button variant="secondary" className="mt-3" disabled={reloading} onClick={() => void reload()}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {reloading ? content.reloading : content.reload}
      </Button>
    </div>
  );
}
