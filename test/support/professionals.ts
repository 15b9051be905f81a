import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { profileKeys } from '../../lambdas/accounts/profile-store';
import { subscriberKeys } from '../../lambdas/billing/subscriber-store';
import { officeItem, type OfficeRecord } from '../../lambdas/offices/office-store';
import { lookupZip } from '../../lambdas/offices/zip-lookup';
import type { Tokens } from './cognito';
import { callApi } from './stack';
import { createUser, table } from './users';

export interface Professional {
  email: string;
  userId: string;
  tokens: Tokens;
  office: OfficeRecord;
}

/**
 * A confirmed professional whose practice is recorded but not listed, as the sign-up leaves it:
 * office, subscriber record (not subscribed) and the profile's link to the office.
 */
export async function createProfessional(
  office: Partial<OfficeRecord> & { zip: string },
): Promise<Professional> {
  const point = lookupZip(office.zip);
  if (!point) throw new Error(`Unknown ZIP ${office.zip}`);
  const user = await createUser({
    userType: 'professional',
    firstName: 'Test',
    lastName: 'Professional',
    groups: ['professional'],
  });
  const id = randomUUID();
  const record: OfficeRecord = {
    id,
    office_name: `Billing Test Dental ${id.slice(0, 6)}`,
    specialty: 'General Dentistry',
    address: `1 Test Way, Testville, NM ${office.zip}`,
    street: '1 Test Way',
    city: 'Testville',
    state: 'NM',
    phone: '(505) 555-0100',
    website: 'https://billing-test.example',
    services: 'Cleanings',
    contact_name: 'Dr. Test',
    contact_email: user.email,
    subscription_active: false,
    insurance_accepted: [],
    languages_spoken: ['English'],
    accepting_new_patients: true,
    emergency_services: false,
    office_hours: 'Mon-Fri 9-5',
    practice_description: '',
    coupon_offer: '10% off a first cleaning',
    last_confirmed: new Date().toISOString().slice(0, 10),
    ...point,
    ...office,
  };
  const now = new Date().toISOString();
  const { client, name } = table();
  await client.send(new PutCommand({ TableName: name, Item: officeItem(record) }));
  await client.send(
    new PutCommand({
      TableName: name,
      Item: {
        ...subscriberKeys.item(id),
        ...subscriberKeys.listing(now, id),
        id,
        email: user.email,
        subscribed: false,
        subscription_tier: 'professional_monthly',
        subscription_end: null,
        office_id: id,
        office_name: record.office_name,
        created_at: now,
        updated_at: now,
      },
    }),
  );
  await client.send(
    new UpdateCommand({
      TableName: name,
      Key: profileKeys.item(user.userId),
      UpdateExpression: 'SET office_id = :office',
      ExpressionAttributeValues: { ':office': id },
    }),
  );
  return { ...user, office: record };
}

/** Whether the professional's office is among the search results for its own ZIP. */
export async function isListed(pro: Professional): Promise<boolean> {
  const result = await callApi<{ offices: Array<{ id: string }> }>(
    'GET',
    `/api/offices?zip=${pro.office.zip}&radius=5`,
  );
  if (result.status !== 200) throw new Error(`Office search answered ${result.status}`);
  return result.body.offices.some((office) => office.id === pro.office.id);
}
