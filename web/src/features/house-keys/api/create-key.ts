import { houseKeyRoutes } from '@shared/routes/house-keys';
import type { CreateKey } from '@shared/schemas/house-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** Records a new key against a client; the server gives it the next tag. */
export const useCreateKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, idempotencyKey }: { key: CreateKey; idempotencyKey: string }) =>
      callApi(houseKeyRoutes.createKey, { body: key }, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.keys }),
  });
};
