import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { type BusinessMetric, METRICS_NAMESPACE, METRICS_SERVICE } from '../../shared/metrics';

/** Disabled locally (POWERTOOLS_METRICS_DISABLED), where there is no CloudWatch. */
const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });

/** Counts one business event and flushes at once: functions are short, and a lost count is worse. */
export const countEvent = (name: BusinessMetric): void => {
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
};
