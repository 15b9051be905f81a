import { ContactPage } from '@/features/contact/contact-page';
import { useKnownVisitor } from './known-visitor';

/** /contact, with a signed-in visitor's name and email filled in. */
export function ContactRoute() {
  return <ContactPage sender={useKnownVisitor()} />;
}
