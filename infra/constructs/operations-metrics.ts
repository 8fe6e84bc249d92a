import { Duration } from 'aws-cdk-lib';
import { type IMetric, Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch';
import { type ITable, Operation } from 'aws-cdk-lib/aws-dynamodb';
import { type BusinessMetric, METRICS_NAMESPACE, METRICS_SERVICE } from '../../shared/metrics';

/** The period of every operational graph and alarm unless one says otherwise. */
export const PERIOD = Duration.minutes(5);

/**
 * A business count as the functions emit it: Powertools EMF in the shared namespace, with the one
 * default dimension Powertools adds, `service`. CloudWatch matches the whole dimension set, so a
 * dimension added in lambdas/lib/metrics.ts must be added here too (tests/infra asserts this one).
 */
export const businessMetric = (name: BusinessMetric, options: MetricOptions = {}): Metric =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic: 'Sum',
    period: PERIOD,
    ...options,
  });

export type ReputationRate = 'BounceRate' | 'ComplaintRate';

/**
 * SES's reputation rates for the whole account in this region, the figures SES itself acts on: it
 * reviews an account from a 5% bounce or 0.1% complaint rate and may pause sending from 10% or 0.5%.
 */
export const sesReputation = (rate: ReputationRate, options: MetricOptions = {}): Metric =>
  new Metric({
    namespace: 'AWS/SES',
    metricName: `Reputation.${rate}`,
    statistic: 'Maximum',
    period: Duration.hours(1),
    ...options,
  });

/** Every table operation the functions use (no Scan); an alarm takes at most ten metrics. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

/** Requests the table refused for throughput, all operations summed. On-demand tables still throttle at partition limits. */
export const tableThrottles = (table: ITable): IMetric =>
  table.metricThrottledRequestsForOperations({
    operations: TABLE_OPERATIONS,
    period: PERIOD,
    label: 'Throttled requests',
  });
