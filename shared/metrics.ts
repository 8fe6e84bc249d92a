/**
 * Business metrics: the names the functions emit (as CloudWatch embedded-metric logs) and the api
 * stack's dashboard and alarms read.
 */
export const METRICS_NAMESPACE = 'PottersBarHomeServices';
export const METRICS_SERVICE = 'pbhs-api';

export const BUSINESS_METRICS = [
  'EnquiryReceived',
  'AcknowledgementCapReached',
  'BookingCreated',
  'InvoiceCreated',
  'FeedbackReceived',
  /** A notice will not be sent without the office's resend (SES refused it, or every attempt failed). */
  'NoticeFailed',
  /** A realtime handshake the authorizer refused (no token, or one that does not verify). */
  'RealtimeAuthorizerRefused',
] as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[number];
