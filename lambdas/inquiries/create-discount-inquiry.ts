import { inquiryRoutes } from '../../contracts/inquiries';
import { routeIn } from '../core/route';
import { recordEvent } from '../analytics/listing-stats-store';
import { NotFound } from '../core/errors';
import { withHttp } from '../core/http';
import { idempotent } from '../core/idempotency';
import { logger } from '../core/logger';
import { discountRequestConfirmation } from '../email/templates/discount-request-confirmation';
import { discountRequestToOffice } from '../email/templates/discount-request-to-office';
import { getActiveOffice } from '../offices/office-store';
import { newRecordId, saveDiscountInquiry, type DiscountInquiryRecord } from './inquiry-store';

/** POST /api/discount-inquiries: store the request, email the office and the requester. */
export const handler = withHttp(
  routeIn(inquiryRoutes, 'createDiscountInquiry'),
  idempotent(routeIn(inquiryRoutes, 'createDiscountInquiry'), async ({ body, client }) => {
    // Only a listed office takes requests, and its address comes from our data, never the caller.
    const office = await getActiveOffice(body.office_id);
    if (!office) throw new NotFound('This office is not listed in our directory.', 'office_id');

    const inquiry: DiscountInquiryRecord = {
      ...newRecordId(),
      ...body,
      office_id: office.id,
      office_name: office.office_name,
    };
    const mail = {
      id: inquiry.id,
      office: { name: office.office_name, contactEmail: office.contact_email },
      userName: inquiry.user_name,
      userEmail: inquiry.user_email,
      userPhone: inquiry.user_phone,
      userLocation: inquiry.user_location,
      message: inquiry.message,
    };
    await saveDiscountInquiry(inquiry, {
      office: discountRequestToOffice(mail),
      requester: discountRequestConfirmation(mail),
    });
    try {
      // The office's analytics: once per requester and day. The request itself is already safe.
      await recordEvent(office.id, 'requests', client);
    } catch (error) {
      logger.warn('discount request not counted', { error: error as Error });
    }
    return { id: inquiry.id, status: 'received' as const };
  }),
);
