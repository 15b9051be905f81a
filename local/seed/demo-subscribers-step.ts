import { createSubscriber } from '../../lambdas/billing/subscriber-store';
import { oneMonthAfter } from '../../lambdas/billing/subscription-period';
import type { SeedStep } from './apply-seed-steps';
import { DEMO_PRACTICE_OFFICE_ID, demoPractice } from './demo-practice';
import { demoOffices } from './offices';

/** Demo subscriptions run a year from the day they are seeded. */
const MONTHS_AHEAD = 12;
const AT_ONCE = 25;

/**
 * A subscription record for every demo office: listed offices are subscribed for a year, the
 * others (and the demo professional's practice, which has not paid yet) are not.
 */
export const demoSubscribersStep = (proEmail: string): SeedStep => ({
  version: 1,
  run: async () => {
    let end = new Date().toISOString().slice(0, 10);
    for (let month = 0; month < MONTHS_AHEAD; month += 1) end = oneMonthAfter(end);
    const subscribers = [
      ...demoOffices().map((office) => ({
        officeId: office.id,
        officeName: office.office_name,
        email: office.contact_email,
        subscribed: office.subscription_active,
        subscriptionEnd: office.subscription_active ? end : null,
      })),
      {
        officeId: DEMO_PRACTICE_OFFICE_ID,
        officeName: demoPractice.officeName,
        email: proEmail,
      },
    ];
    for (let start = 0; start < subscribers.length; start += AT_ONCE) {
      await Promise.all(subscribers.slice(start, start + AT_ONCE).map((s) => createSubscriber(s)));
    }
  },
});
