import { CsvFileSchema } from '../schemas/csv';
import {
  AdminEnquiryQuerySchema,
  EnquiryListItemSchema,
  EnquiryReceiptSchema,
  EnquirySchema,
  UpdateEnquiryStatusSchema,
} from '../schemas/enquiry';
import { pageOf } from '../schemas/pagination';
import { IdParamsSchema } from '../schemas/params';
import { defineRoutes } from './define';

/** The routes of enquiries: the public enquiry and registration forms, and the office's inbox. */
export const enquiryRoutes = defineRoutes({
  /** The spec's `send-registration`: general enquiries and both registration forms. */
  sendEnquiry: {
    method: 'POST',
    path: '/api/enquiries',
    auth: 'public',
    fn: 'enquiries',
    body: EnquirySchema,
    response: EnquiryReceiptSchema,
    successStatus: 201,
    idempotent: true,
    publicThrottle: true,
  },
  /**
   * The same forms sent by a signed-in visitor: the gateway verifies the token, so the enquiry is linked
   * to that account (its data export, the office's client page). The public route above never is: an
   * address typed in a form proves nothing about who sent it (security review L1).
   */
  sendMyEnquiry: {
    method: 'POST',
    path: '/api/me/enquiries',
    auth: 'client',
    fn: 'enquiries',
    body: EnquirySchema,
    response: EnquiryReceiptSchema,
    successStatus: 201,
    idempotent: true,
  },
  /** The office's inbox: enquiries filtered by status, kind and name or email, with their mail status. */
  listEnquiries: {
    method: 'GET',
    path: '/api/admin/enquiries',
    auth: 'admin',
    fn: 'enquiries',
    query: AdminEnquiryQuerySchema,
    response: pageOf(EnquiryListItemSchema),
  },
  /** The inbox's filtered list as a CSV file. */
  exportEnquiries: {
    method: 'GET',
    path: '/api/admin/enquiries/export',
    auth: 'admin',
    fn: 'enquiries',
    query: AdminEnquiryQuerySchema.omit({ limit: true, cursor: true }),
    response: CsvFileSchema,
  },
  /** New, contacted or closed: a conditional move from the status the admin saw, recording who and when. */
  updateEnquiryStatus: {
    method: 'PATCH',
    path: '/api/admin/enquiries/{id}',
    auth: 'admin',
    fn: 'enquiries',
    params: IdParamsSchema,
    body: UpdateEnquiryStatusSchema,
    response: EnquiryListItemSchema,
  },
  /** Mails the sender a sign-up link with their address filled in (once per enquiry, through the mail queue). */
  inviteEnquirer: {
    method: 'POST',
    path: '/api/admin/enquiries/{id}/invite',
    auth: 'admin',
    fn: 'enquiries',
    params: IdParamsSchema,
    response: EnquiryListItemSchema,
    successStatus: 202,
  },
});
