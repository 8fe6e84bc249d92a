import { userRoutes } from '@shared/routes/users';
import type { ProfileDetailsInput } from '@shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { portalKeys } from '@/lib/query-keys';

export const updateProfile = (details: ProfileDetailsInput) =>
  callApi(userRoutes.updateMyProfile, { body: details });

/** Saves the client's details; the greeting and the booking form's default address read them again. */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(portalKeys.me, me),
  });
