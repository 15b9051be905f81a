/**
 * The physical single table: its name-independent key schema, indexes and projections. The CDK
 * table (lib/data.ts) and the local table (local/setup-table.ts) are both built from TABLE_KEYS.
 *
 * Each entity owns its keys, its index usage and its record type in its own module; this file
 * names no entity's key values. Where each entity lives, and its access patterns:
 *
 * | entity (module)                                   | keys                                  | access patterns                                   |
 * |---------------------------------------------------|---------------------------------------|---------------------------------------------------|
 * | profile (accounts/profile-store)                  | USER#<sub> / PROFILE; gsi2 PROFILES   | get by user (every signed-in request checks it is |
 * |                                                   |                                       | active); list for admins, newest first            |
 * | pending practice (accounts/pending-practice-store)| PENDING#<username> / PRACTICE (TTL)   | put at sign-up; get + delete at confirmation      |
 * | office (offices/office-store)                     | OFFICE#<id> / OFFICE; gsi1 CELL#<cell>| get by id; active offices near a point (gsi1      |
 * |                                                   | (sparse: active offices only)         | ranges, then BatchGet of one page); list/unlist   |
 * |                                                   |                                       | with one UpdateItem                               |
 * | discount inquiry, contact message (inquiries/…)   | INQUIRY#<id>, CONTACT#<id>            | insert only (conditional put with its emails)     |
 * | voice lead (inquiries/inquiry-store)              | LEAD#<id> / LEAD                      | insert only (conditional put with its emails)     |
 * | email outbox (email/outbox)                       | gsi2 OUTBOX (sparse)                  | records with emails still to send                 |
 * | suppressed address (email/suppression-store)      | SUPPRESSED#<address> / SUPPRESSED;    | is an address suppressed (BatchGet before each    |
 * |                                                   | gsi2 SUPPRESSIONS                     | send); list newest first; lift (DeleteItem)       |
 * | AI prompt (prompts/prompt-store)                  | PROMPT#<id> / PROMPT; gsi2 PROMPTS    | list newest first; the active ones                |
 * | rate-limit counter (core/rate-limit)              | RATE#<limit>#<client> / <window> (TTL)| count a client's requests in a window (ADD)       |
 * | subscriber (billing/subscriber-store)             | SUBSCRIBER#<office> / SUBSCRIBER;     | get by office; list for admins; lapsed ones       |
 * |                                                   | gsi2 SUBSCRIBERS                      | (filtered listing); Stripe state by UpdateItem    |
 * | Stripe event seen (billing/stripe-event-store)    | STRIPE_EVENT#<id> / STRIPE_EVENT (TTL)| was this webhook event handled (get, then put)    |
 * | listing stats (analytics/listing-stats-store)     | STATS#<office> / DAY#<date>           | an office's days in a range (Query)               |
 * |                                                   | SEEN#<date>#<visitor> / <kind>#<id>,  | a visitor once per office, kind and day           |
 * |                                                   |   or / impressions (TTL)              | (conditional put or set ADD, then counter ADD)    |
 * |                                                   | IMPRESSIONS#<shard> / <time>#<uuid>   | one per search; rolled up, then deleted           |
 * | idempotency record (core/idempotency)             | IDEMPOTENCY#<hash> / IDEMPOTENCY (TTL)| claim a submit's key (conditional put); its first |
 * |                                                   |                                       | answer, for a retry with the same key (get)       |
 *
 * Not indexed yet: an office's inquiries (no screen reads them). The items keep office_id and
 * created_at, so a gsi3 (OFFICE_INQUIRIES#<officeId>, <createdAt>#<id>) can be added and backfilled
 * when the dashboard needs it.
 *
 * No pattern needs a multi-item transaction: a record and the emails it owes are one item, so
 * storing a request and its pending emails is a single conditional PutItem.
 *
 * Data access is the plain DocumentClient rather than a modelling library (dynamodb-toolbox,
 * ElectroDB): the entities are few and flat, each store is short, and the hot paths (the directory
 * search, the outbox lease) rely on exact projections, conditions and single-item conditional
 * updates that read most clearly written out. A library would add a schema layer per entity and
 * bundle size on every function's cold-start path for little gain here.
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

/** Key attributes never leave the data layer. */
export function stripKeys<T extends Record<string, unknown>>(item: T): Omit<T, KeyAttribute> {
  const copy: Record<string, unknown> = { ...item };
  for (const key of keyAttributes) delete copy[key];
  return copy as Omit<T, KeyAttribute>;
}

const keyAttributes = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;
type KeyAttribute = (typeof keyAttributes)[number];
