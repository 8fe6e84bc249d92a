import { staffRoutes } from '@shared/routes/staff';
import type { StaffDetailsInput, UpdateStaff } from '@shared/schemas/staff';
import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export type SaveStaff = { id: string; body: UpdateStaff } | { id?: undefined; body: StaffDetailsInput };

/**
 * Adds a member to the team (retried safely with a key) or changes one at the version the form read
 * (someone else's change since is a 409, never overwritten). The team's lists, the credentials report
 * and the board are read again.
 */
export const useSaveStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ save, idempotencyKey }: { save: SaveStaff; idempotencyKey: string }) =>
      save.id
        ? callApi(staffRoutes.updateStaff, { params: { id: save.id }, body: save.body })
        : callApi(staffRoutes.createStaff, { body: save.body }, { idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.staff }),
        queryClient.invalidateQueries({ queryKey: portalKeys.allBookings }),
      ]),
  });
};

/**
 * Sends the office's invitation to open an account (again, with a new code, for a member invited
 * before); the team's list is read again to show it.
 */
export const useInviteStaff = (meta?: MutationMeta) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (id: string) => callApi(staffRoutes.inviteStaff, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.staff }),
  });
};

/**
 * Marks a member as left, or back, at the version the office read; the server closes or
 * reopens their sign-in. The team's lists and the board are read again.
 */
export const useStaffLeaving = (change: 'deactivate' | 'reactivate') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      callApi(change === 'deactivate' ? staffRoutes.deactivateStaff : staffRoutes.reactivateStaff, {
        params: { id },
        body: { version },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.staff }),
        queryClient.invalidateQueries({ queryKey: portalKeys.allBookings }),
      ]),
  });
};

/** Deletes a former member's sign-in for good, at the version the office read. */
export const useDeleteStaffSignIn = (meta?: MutationMeta) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      callApi(staffRoutes.deleteStaffSignIn, { params: { id }, body: { version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.staff }),
  });
};
