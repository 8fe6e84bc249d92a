import { enquiryRoutes } from '@shared/routes/enquiries';
import type { UpdateEnquiryStatus } from '@shared/schemas/enquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** A change to an enquiry: the inbox is read again afterwards, whatever the outcome (another admin may have moved it). */
const useEnquiryChange = <V, R>(send: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.enquiries }),
  });
};

export type EnquiryStatusChange = UpdateEnquiryStatus & { id: string };

/** Moves an enquiry from the status the admin saw; the server refuses if someone moved it first. */
export const useUpdateEnquiryStatus = () =>
  useEnquiryChange(({ id, ...change }: EnquiryStatusChange) =>
    callApi(enquiryRoutes.updateEnquiryStatus, { params: { id }, body: change }),
  );

/** Asks the server to mail the sender a sign-up link with their address filled in. */
export const useInviteEnquirer = () =>
  useEnquiryChange((id: string) => callApi(enquiryRoutes.inviteEnquirer, { params: { id } }));
