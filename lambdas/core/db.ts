import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { traced } from './tracer';

/* The plain DynamoDB document client; why no modelling library is used is written in table.ts. */

let client: DynamoDBDocumentClient | undefined;
let base: DynamoDBClient | undefined;

/** The plain (not document) client under db(), for libraries that marshal their own items. */
export function dynamoClient(): DynamoDBClient {
  if (!base) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    base = traced(
      new DynamoDBClient({
        region: AWS_REGION,
        ...(DYNAMODB_ENDPOINT
          ? {
              endpoint: DYNAMODB_ENDPOINT,
              // The local stand-in checks that requests are signed, not by whom.
              credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            }
          : {}),
      }),
    );
    // The SDK's logger step copies every response through its sensitive-data filter before
    // handing it to the logger, even the default no-op one: on a search reading hundreds of
    // offices that is a large share of the CPU. The functions log through core/logger instead.
    base.middlewareStack.remove('loggerMiddleware');
  }
  return base;
}

export function db(): DynamoDBDocumentClient {
  if (!client) {
    client = DynamoDBDocumentClient.from(dynamoClient(), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return client;
}

export const tableName = (): string => config().TABLE_NAME;

export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
