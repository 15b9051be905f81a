import { OfficesPage } from '@/features/offices/offices-page';
import { useKnownVisitor } from './known-visitor';

/** /dental-offices, with a signed-in visitor's details filled in on discount requests. */
export function OfficesRoute() {
  return <OfficesPage requester={useKnownVisitor()} />;
}
