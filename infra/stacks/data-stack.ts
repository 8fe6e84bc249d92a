import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  type ITable,
  ProjectionType,
  StreamViewType,
  Table,
} from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import {
  DATE_LISTS,
  FIXED_PARTITIONS,
  PARTITION_PREFIXES,
  type PartitionKind,
  table as tableDefinition,
  tableIndexes,
} from '../../shared/table';
import type { StageConfig } from '../config';

export interface DataStackProps extends StackProps {
  config: StageConfig;
}

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The item actions a function may be granted, one by one. Transactions need no action of their own:
 * IAM checks each Put, Update and ConditionCheck inside them. Never Scan (every request is served by
 * keys and indexes). Only an account's erasure deletes an item (its profile, at the
 * client's request); TTL removes what expires.
 */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'ConditionCheckItem';

/** The indexes by the purpose shared/table.ts names them with. */
export type IndexName = keyof typeof tableDefinition.indexes;

/**
 * The partitions a function may touch, for `dynamodb:LeadingKeys`: on the table, the kinds of partition
 * (shared/table.ts) its items live in; on each index it queries, that index's partitions. A Query of an
 * index is checked against the partition key of the index (GSI1PK, GSI2PK), not the table's: the
 * request names no table partition at all.
 */
export interface PartitionAccess {
  table: readonly PartitionKind[];
  /** Partitions that are one fixed value (a counter), matched exactly. */
  fixed?: readonly (keyof typeof FIXED_PARTITIONS)[];
  /** A user's by-user list is their own partition (`USER#<id>`), as on the table. */
  byUser?: readonly PartitionKind[];
  /** The admin lists it reads. */
  byDate?: readonly (keyof typeof DATE_LISTS)[];
}

export interface TableAccess {
  actions: readonly TableAction[];
  /** The indexes it queries; none by default. */
  indexes?: readonly IndexName[];
  /** Only these partitions, when it touches only some. @default every partition */
  partitions?: PartitionAccess;
}

/** IAM's pattern for every partition of one kind. */
export const partitionPattern = (kind: PartitionKind) => `${PARTITION_PREFIXES[kind]}*`;

/** The `LeadingKeys` patterns of each part of the table, from what a function declares. */
export const leadingKeys = (partitions: PartitionAccess): Record<'table' | IndexName, string[]> => ({
  table: [
    ...partitions.table.map(partitionPattern),
    ...(partitions.fixed ?? []).map((name) => FIXED_PARTITIONS[name]),
  ],
  byUser: (partitions.byUser ?? []).map(partitionPattern),
  byDate: (partitions.byDate ?? []).map((list) => DATE_LISTS[list]),
});

/**
 * Every partition key in the request must match one of the patterns. `ForAllValues` holds vacuously for
 * a request without partition keys, but every action granted here names its items' keys (Scan, which
 * names none, is never granted).
 */
const onlyPartitions = (patterns: readonly string[]) => ({
  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...patterns] },
});

/** The one DynamoDB table, built from the same definition the local stack uses. */
export class DataStack extends Stack {
  /** The stage's own table. */
  readonly table: Table;
  /** The table the functions use: the stage's own, or the one the `tableName` context names. */
  readonly tableInUse: ITable;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.isProd,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // The notice sender reads new notices from it (decision 011); the new image is all it needs.
      stream: StreamViewType.NEW_IMAGE,
    });
    for (const index of tableIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }

    this.tableInUse = config.tableName
      ? Table.fromTableAttributes(this, 'RestoredTable', {
          tableName: config.tableName,
          tableStreamArn: config.tableStreamArn,
          globalIndexes: tableIndexes.map((index) => index.name),
        })
      : this.table;

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'TableInUse', { value: this.tableInUse.tableName });
  }

  /**
   * Exactly these item actions on the table in use, and Query on exactly these of its indexes; with
   * `partitions`, each on its own partitions only (a statement for the table and one per index, since
   * the same condition key means a different attribute on each).
   */
  grantItems(grantee: IGrantable, access: TableAccess): Grant {
    const { tableArn } = this.tableInUse;
    const indexes = access.indexes ?? [];
    const indexArn = (name: IndexName) => `${tableArn}/index/${tableDefinition.indexes[name].name}`;
    const actions = access.actions.map((action) => `dynamodb:${action}`);
    if (!access.partitions)
      return Grant.addToPrincipal({ grantee, actions, resourceArns: [tableArn, ...indexes.map(indexArn)] });

    const patterns = leadingKeys(access.partitions);
    const unnamed = indexes.filter((name) => patterns[name].length === 0);
    // An index without its partitions would be refused every Query in AWS, where nothing else would.
    if (unnamed.length) throw new Error(`grantItems: partitions name no partition of ${unnamed.join(', ')}`);
    return indexes.reduce(
      (grant, name) =>
        grant.combine(
          Grant.addToPrincipal({
            grantee,
            actions: ['dynamodb:Query'],
            resourceArns: [indexArn(name)],
            conditions: onlyPartitions(patterns[name]),
          }),
        ),
      Grant.addToPrincipal({
        grantee,
        actions,
        resourceArns: [tableArn],
        conditions: onlyPartitions(patterns.table),
      }),
    );
  }
}
