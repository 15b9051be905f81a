import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { StageName } from './app-config';

/** Key and index names shared with the data-access code in lambdas/. */
export const tableKeys = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expires_at',
} as const;

export const tableIndexes = {
  /** Sparse geographic-cell directory of active offices: gsi1pk = cell, gsi1sk = office. */
  directory: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** By-type listings, e.g. the outbox of pending emails: gsi2pk = type/state, gsi2sk = time. */
  byType: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
} as const;

export interface DataProps {
  stage: StageName;
}

/** The single application table: every entity, rate-limit counter and outbox item lives here. */
export class Data extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const prod = props.stage === 'prod';

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Rate-limit counters and delivered outbox entries expire on their own.
      timeToLiveAttribute: tableKeys.ttlAttribute,
      deletionProtection: prod,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    for (const index of Object.values(tableIndexes)) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
