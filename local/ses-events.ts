import type { EmailEventFunction } from '../lambdas/manifest';
import { SES_EVENT_SOURCE, SES_FEEDBACK_DETAIL_TYPES } from '../lambdas/email/ses-feedback';

export type RoutedSesEvent<Name extends string> =
  { ok: true; event: unknown; targets: Name[] } | { ok: false; problem: string };

/**
 * Which email-event functions an SES event posted to the local stack goes to: the ones whose
 * EventBridge rule in the cloud would match it (source `aws.ses` and one of their detail-types).
 * An event no rule matches reaches no function, as in the cloud.
 */
export function sesEventTargets<Name extends string>(
  body: string,
  functions: Record<Name, EmailEventFunction>,
): RoutedSesEvent<Name> {
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return {
      ok: false,
      problem: 'The body is not JSON: post one SES event as EventBridge sends it.',
    };
  }
  if (typeof event !== 'object' || event === null) {
    return { ok: false, problem: 'The body is not an event object.' };
  }
  const { source, 'detail-type': detailType } = event as Record<string, unknown>;
  if (source !== SES_EVENT_SOURCE || typeof detailType !== 'string') {
    return {
      ok: false,
      problem: `An SES event has "source": "${SES_EVENT_SOURCE}" and a "detail-type".`,
    };
  }
  const targets = (Object.keys(functions) as Name[]).filter((name) =>
    functions[name].sesEvents.some((kind) => SES_FEEDBACK_DETAIL_TYPES[kind] === detailType),
  );
  return { ok: true, event, targets };
}
