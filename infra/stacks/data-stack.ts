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
import { table as tableDefinition, tableIndexes } from '../../shared/table';
import type { StageConfig } from '../config';

export interface DataStackProps extends StackProps {
  config: StageConfig;
}

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The item actions a function may be granted, one by one. Transactions need no action of their own:
 * IAM checks each Put, Update and ConditionCheck inside them. Never Scan (every request is served by
 * keys and indexes, DESIGN.md §4). Only an account's erasure deletes an item (its profile, at the
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

export interface TableAccess {
  actions: readonly TableAction[];
  /** The indexes it queries; none by default. */
  indexes?: readonly IndexName[];
}

/** The one DynamoDB table (DESIGN.md §4), built from the same definition the local stack uses. */
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

  /** Exactly these item actions on the table in use, and Query on exactly these of its indexes. */
  grantItems(grantee: IGrantable, access: TableAccess): Grant {
    const { tableArn } = this.tableInUse;
    const indexArns = (access.indexes ?? []).map(
      (name) => `${tableArn}/index/${tableDefinition.indexes[name].name}`,
    );
    return Grant.addToPrincipal({
      grantee,
      actions: access.actions.map((action) => `dynamodb:${action}`),
      resourceArns: [tableArn, ...indexArns],
    });
  }
}
