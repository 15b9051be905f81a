import { RADIUS_MAX_MILES } from '../../contracts/offices';
import { voiceRoutes } from '../../contracts/voice';
import { routeIn } from '../core/route';
import { VOICE_RECOMMENDED_OFFICES } from '../../contracts/voice';
import { config } from '../core/config';
import { NotFound } from '../core/errors';
import { withHttp } from '../core/http';
import { idempotent } from '../core/idempotency';
import { voiceLeadToOffice, voiceLeadToSupport } from '../email/templates/voice-lead';
import { newRecordId, saveVoiceLead, type VoiceLeadRecord } from '../inquiries/inquiry-store';
import { findNearbyOffices } from '../offices/office-search';
import { getActiveOffice } from '../offices/office-store';
import { lookupZip } from '../offices/zip-lookup';

/**
 * POST /api/functions/send-inquiry-email: a visitor the voice assistant collected details from.
 * The lead is stored with its emails (support, and the nearest listed offices, which the server
 * finds itself from the ZIP code), then the emails go out through the outbox. A retry with the
 * same Idempotency-Key gets the first answer without storing or mailing again.
 */
export const handler = withHttp(
  routeIn(voiceRoutes, 'sendInquiryEmail'),
  idempotent(routeIn(voiceRoutes, 'sendInquiryEmail'), async ({ body }) => {
    const { contactInfo, userLocation } = body;
    const center = lookupZip(contactInfo.zipCode);
    if (!center) {
      throw new NotFound(
        `We couldn't find ZIP code ${contactInfo.zipCode}. Check the number and try again.`,
        'contactInfo.zipCode',
      );
    }
    const nearby = await findNearbyOffices(
      center,
      RADIUS_MAX_MILES,
      {},
      { offset: 0, limit: VOICE_RECOMMENDED_OFFICES },
    );
    // Office addresses come from our own records, never from the caller.
    const offices = (
      await Promise.all(nearby.offices.map((office) => getActiveOffice(office.id)))
    ).flatMap((office) => (office ? [office] : []));

    const lead: VoiceLeadRecord = {
      ...newRecordId(),
      first_name: contactInfo.firstName,
      last_name: contactInfo.lastName,
      phone: contactInfo.phone,
      address: contactInfo.address,
      zip_code: contactInfo.zipCode,
      concern: contactInfo.concern,
      user_location: userLocation,
      office_ids: offices.map((office) => office.id),
    };
    const mail = {
      id: lead.id,
      ...contactInfo,
      location: userLocation,
      offices: offices.map((office) => ({ name: office.office_name })),
    };
    const emails = Object.fromEntries([
      ['support', voiceLeadToSupport(mail, config().SUPPORT_EMAIL)],
      ...offices.map((office, index) => [
        `office${index + 1}`,
        voiceLeadToOffice(mail, { name: office.office_name, contactEmail: office.contact_email }),
      ]),
    ]);
    await saveVoiceLead(lead, emails);
    return { id: lead.id, status: 'received' as const };
  }),
);
