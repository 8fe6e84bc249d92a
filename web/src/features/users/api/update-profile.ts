import { userRoutes } from '@shared/routes/users';
import type { MobileCodeInput, ProfileDetailsInput } from '@shared/schemas/user';
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

/** Texts a new code to the client's mobile: the answer is their profile with the new code's time. */
export const useSendMobileCode = () =>
  useMutation({
    mutationFn: () => callApi(userRoutes.sendMobileCode, {}),
    onSuccess: (me) => queryClient.setQueryData(portalKeys.me, me),
  });

/** The code typed back: the answer is their profile, texts on. */
export const useConfirmMobileCode = () =>
  useMutation({
    mutationFn: (body: MobileCodeInput) => callApi(userRoutes.confirmMobileCode, { body }),
    onSuccess: (me) => queryClient.setQueryData(portalKeys.me, me),
  });
