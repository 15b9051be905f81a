import { Award, BookOpenCheck, MapPinned, ShieldAlert } from 'lucide-react';
import { FeatureGrid, type Feature } from '@/components/feature-grid';
import { CREDENTIALS_LINE, SITE_NAME } from '@contracts/brand';

const reasons = [
  {
    icon: Award,
    title: '30+ Years of Experience',
    text: `${CREDENTIALS_LINE}. That experience shapes the guidance you read here.`,
  },
  {
    icon: BookOpenCheck,
    title: 'Grounded, Practical Answers',
    text: 'Answers draw on a written dental knowledge base covering daily care, common problems, treatments and emergencies.',
  },
  {
    icon: ShieldAlert,
    title: 'Safety Comes First',
    text: 'Warning signs such as facial swelling with a fever are flagged first, with clear advice on when to get urgent care.',
  },
  {
    icon: MapPinned,
    title: 'A Dentist Near You',
    text: 'When you need an examination, search our directory of dental offices by ZIP code.',
  },
] as const satisfies readonly Feature[];

/** Why visitors can rely on the assistant. */
export function WhyChoose() {
  return (
    <FeatureGrid
      headingId="why-choose-heading"
      title={`Why Choose ${SITE_NAME}?`}
      intro="Trustworthy dental guidance whenever a question comes up, and a clear next step when you need a professional."
      features={reasons}
      columns={4}
    />
  );
}
