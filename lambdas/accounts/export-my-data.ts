import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { AccountExport } from '../../contracts/accounts/account';
import { ANALYTICS_DAYS } from '../../contracts/dashboard';
import { accountRoutes } from '../../contracts/accounts/account';
import { routeIn } from '../core/route';
import { dailySeries, lastDays } from '../analytics/daily-series';
import { readDailyCounts } from '../analytics/listing-stats-store';
import { billingSummaryOf } from '../billing/billing-summary';
import { getSubscriber } from '../billing/subscriber-store';
import { cognito, userPoolId } from '../core/cognito';
import { withHttp } from '../core/http';
import { myOfficeView } from '../dashboard/own-office';
import { listSentFrom } from '../inquiries/inquiry-store';
import { getOffice } from '../offices/office-store';
import { getProfile } from './profile-store';

/** A professional's listing, its billing status and its last 30 days of analytics. */
async function practiceOf(officeId: string | undefined): Promise<AccountExport['practice']> {
  const office = officeId ? await getOffice(officeId) : undefined;
  if (!office) return null;
  const dates = lastDays(ANALYTICS_DAYS, Date.now());
  const [subscriber, counts] = await Promise.all([
    getSubscriber(office.id),
    readDailyCounts(office.id, dates[0] as string, dates.at(-1) as string),
  ]);
  return {
    office: myOfficeView(office),
    billing: subscriber ? billingSummaryOf(subscriber) : null,
    analytics: dailySeries(dates, counts),
  };
}

/**
 * GET /api/account/export: everything the product holds about the caller, built now, as one JSON
 * file. Only the caller's own records: the profile and account of the token's user, the requests
 * and messages sent from the account's address, and the office the profile links.
 */
export const handler = withHttp(routeIn(accountRoutes, 'exportMyData'), async ({ identity }) => {
  const [user, profile] = await Promise.all([
    cognito().send(
      new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: identity.userId }),
    ),
    getProfile(identity.userId),
  ]);
  const attribute = (name: string) =>
    user.UserAttributes?.find((candidate) => candidate.Name === name)?.Value;
  const email = attribute('email') ?? profile?.email ?? identity.email;
  const [sent, practice] = await Promise.all([
    listSentFrom(email),
    practiceOf(identity.groups.includes('professional') ? profile?.office_id : undefined),
  ]);
  return {
    exported_at: new Date().toISOString(),
    account: {
      user_id: identity.userId,
      email,
      email_verified: attribute('email_verified') === 'true',
      created_at: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : null,
      groups: identity.groups,
      two_step_enabled: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'),
    },
    profile: profile ?? null,
    discount_requests: sent.discountRequests,
    contact_messages: sent.contactMessages,
    practice,
  };
});
