import { OfficePage } from '@/features/offices/office-page';
import { useKnownVisitor } from './known-visitor';

/** /dental-offices/:officeId, with a signed-in visitor's details filled in on discount requests. */
export function OfficeRoute() {
  return <OfficePage requester={useKnownVisitor()} />;
}
