import { PRO_MONTHLY_PRICE_USD, SITE_SHORT_NAME } from '../../contracts/brand';
import { startLocalStripe } from '../stripe/server';
import { onParentExit, reportReady, requiredEnv } from './child';

const port = Number(requiredEnv('STRIPE_PORT'));
const local = await startLocalStripe({
  port,
  apiKey: requiredEnv('STRIPE_SECRET_KEY'),
  webhookSecret: requiredEnv('STRIPE_WEBHOOK_SECRET'),
  webhookEndpoint: requiredEnv('STRIPE_WEBHOOK_ENDPOINT'),
  priceId: requiredEnv('STRIPE_PRICE_ID'),
  unitAmount: PRO_MONTHLY_PRICE_USD * 100,
  planName: `${SITE_SHORT_NAME} professional listing`,
  dataFile: process.env.STRIPE_DATA_FILE,
});
reportReady({ port });
onParentExit(() => local.close());
