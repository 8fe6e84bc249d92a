import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { type BusinessMetric, METRICS_NAMESPACE, METRICS_SERVICE } from '../../shared/metrics';

let metrics: Metrics | undefined;

/**
 * Counts one business event and flushes at once: functions are short, and a lost count is worse.
 * Created on first use, after the environment is final: locally POWERTOOLS_METRICS_DISABLED turns
 * it off, as there is no CloudWatch.
 */
export const countEvent = (name: BusinessMetric): void => {
  metrics ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
};
