/**
 * The single table: every entity's keys are built here and nowhere else.
 *
 * Table keys: pk, sk. Indexes:
 * - gsi1 (gsi1pk, gsi1sk): the directory of ACTIVE offices by geographic cell. Sparse: an office
 *   without an active subscription has no gsi1 attributes, so it can never be listed. It projects
 *   only DIRECTORY_ATTRIBUTES (about a fifth of an office item): a search ranks these small
 *   entries and then reads the full listings of just the page it shows.
 * - gsi2 (gsi2pk, gsi2sk): listings by kind (the email outbox, profiles for admins, prompts).
 *
 * Access patterns
 * | # | pattern                                   | how                                                     |
 * |---|-------------------------------------------|---------------------------------------------------------|
 * | 1 | get a profile by user id (every signed-in | GetItem pk=USER#<sub>, sk=PROFILE                       |
 * |   | request checks it is still active)        |                                                         |
 * | 2 | list profiles (admin)                     | Query gsi2 gsi2pk=PROFILES                              |
 * | 3 | get an office by id                       | GetItem pk=OFFICE#<id>, sk=OFFICE                        |
 * | 4 | active offices near a point               | Query gsi1 gsi1pk=CELL#<geohash3> [BETWEEN gsi1sk], then |
 * |   |                                           | BatchGetItem the page's offices by pk=OFFICE#<id>        |
 * | 5 | a professional's own office               | GetItem by the office id kept on their profile          |
 * | 6 | store a discount inquiry (insert only)    | PutItem pk=INQUIRY#<id> if not exists                   |
 * | 7 | an office's inquiries, newest first       | not indexed yet (no screen reads it): gsi2 on an inquiry |
 * |   |                                           | belongs to the outbox while its emails are pending. The  |
 * |   |                                           | item keeps office_id + created_at, so a gsi3 (gsi3pk=    |
 * |   |                                           | OFFICE_INQUIRIES#<officeId>, gsi3sk=<createdAt>#<id>)    |
 * |   |                                           | can be added and backfilled when the dashboard needs it  |
 * | 8 | store a contact message (insert only)     | PutItem pk=CONTACT#<id> if not exists                   |
 * | 9 | records with emails still to send         | Query gsi2 gsi2pk=OUTBOX (sparse: removed once all sent) |
 * |10 | count a client's requests in a window     | UpdateItem ADD on pk=RATE#<limit>#<client>, sk=<window>  |
 * |11 | AI prompts, newest first; active ones     | Query gsi2 gsi2pk=PROMPTS                               |
 * |12 | a professional's practice details between | PutItem / GetItem / DeleteItem pk=PENDING#<username>,   |
 * |   | sign-up and email confirmation            | sk=PRACTICE (expires_at TTL drops unconfirmed ones)     |
 * |13 | list / unlist an office when its          | one UpdateItem on pk=OFFICE#<id>: SET gsi1pk/gsi1sk from |
 * |   | subscription starts / ends                | the cell_gsi1pk/cell_gsi1sk copies every office item    |
 * |   |                                           | keeps, or REMOVE gsi1pk, gsi1sk (no read first)         |
 *
 * No pattern needs a multi-item transaction: a record and the emails it owes are one item, so
 * storing a request and its pending emails is a single conditional PutItem.
 */

export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';

/**
 * The non-key attributes the directory index (gsi1) holds: enough to place an office, apply the
 * search filters and order equal distances by name. Never contact details.
 */
export const DIRECTORY_ATTRIBUTES = [
  'id',
  'office_name',
  'lat',
  'lng',
  'subscription_active',
  'accepting_new_patients',
  'emergency_services',
  'languages_spoken',
  'insurance_accepted',
] as const;

/** The table's key schema, shared by the CDK table and the local table. */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: GSI1, partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: DIRECTORY_ATTRIBUTES },
    { name: GSI2, partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
  ],
  ttlAttribute: 'expires_at',
} as const;

export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  profileListing: (createdAt: string, userId: string) => ({
    gsi2pk: 'PROFILES',
    gsi2sk: `${createdAt}#${userId}`,
  }),
  office: (officeId: string) => ({ pk: `OFFICE#${officeId}`, sk: 'OFFICE' }),
  /** gsi1 keys of an active office; see lambdas/offices/geo.ts for the cell scheme. */
  officeCell: (cell3: string, cell7: string, officeId: string) => ({
    gsi1pk: `CELL#${cell3}`,
    gsi1sk: `${cell7}#${officeId}`,
  }),
  inquiry: (id: string) => ({ pk: `INQUIRY#${id}`, sk: 'INQUIRY' }),
  contactMessage: (id: string) => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' }),
  rateCounter: (limitName: string, clientKey: string, windowStart: number) => ({
    pk: `RATE#${limitName}#${clientKey}`,
    sk: String(windowStart),
  }),
  /** Keyed by the Cognito username, which both the PreSignUp and PostConfirmation events carry. */
  pendingPractice: (username: string) => ({ pk: `PENDING#${username}`, sk: 'PRACTICE' }),
  prompt: (id: string) => ({ pk: `PROMPT#${id}`, sk: 'PROMPT' }),
  promptListing: (createdAt: string, id: string) => ({
    gsi2pk: 'PROMPTS',
    gsi2sk: `${createdAt}#${id}`,
  }),
} as const;

/** Key attributes never leave the data layer. */
export function stripKeys<T extends Record<string, unknown>>(item: T): Omit<T, KeyAttribute> {
  const copy: Record<string, unknown> = { ...item };
  for (const key of keyAttributes) delete copy[key];
  return copy as Omit<T, KeyAttribute>;
}

const keyAttributes = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;
type KeyAttribute = (typeof keyAttributes)[number];
