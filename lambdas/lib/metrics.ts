import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * Business metrics as CloudWatch embedded-metric logs: the namespace the api stack's dashboard and
 * alarms read. Disabled locally (POWERTOOLS_METRICS_DISABLED), where there is no CloudWatch.
 */
export const METRICS_NAMESPACE = 'PottersBarHomeServices';

export const BUSINESS_METRICS = [
  'EnquiryReceived',
  'EnquiryMailUnsent',
  'BookingCreated',
  'InvoiceCreated',
  'FeedbackReceived',
] as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[number];

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'pbhs-api' });

/** Counts one business event and flushes at once: functions are short, and a lost count is worse. */
export const countEvent = (name: BusinessMetric): void => {
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
};
