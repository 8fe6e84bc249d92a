import { houseKeyRoutes } from '@shared/routes/house-keys';
import type { MoveKey } from '@shared/schemas/house-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/**
 * A hand-over, or a key marked lost: both at the version the office read, so a key that moved in the
 * meantime answers 409 and the office reads it again. Either way every list of keys is read again (a
 * conflict means the list on screen is out of date too).
 */
const useKeyChange = <V>(send: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.keys }),
  });
};

export const useMoveKey = () =>
  useKeyChange(({ id, move }: { id: string; move: MoveKey }) =>
    callApi(houseKeyRoutes.moveKey, { params: { id }, body: move }),
  );

export const useLoseKey = () =>
  useKeyChange(({ id, reason, version }: { id: string; reason: string; version: number }) =>
    callApi(houseKeyRoutes.loseKey, { params: { id }, body: { reason, version } }),
  );
