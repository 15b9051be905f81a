import { BadgePercent, ListChecks, MapPinned } from 'lucide-react';
import { FeatureGrid, type Feature } from '@/components/feature-grid';
import { officesText } from '../offices-content';
import { DISCOUNT_REPLY_WINDOW } from '@contracts/brand';

const steps = [
  {
    icon: MapPinned,
    title: 'Search by ZIP code',
    text: 'Enter a ZIP code and we find listed offices within the distance you choose, nearest first.',
  },
  {
    icon: ListChecks,
    title: 'Compare the details',
    text: 'See each office’s specialty, services, hours, languages and insurance, and filter for what matters to you.',
  },
  {
    icon: BadgePercent,
    title: 'Call or request a discount',
    text: `Call the office directly, visit its website, or send a discount request. Offices reply within ${DISCOUNT_REPLY_WINDOW}.`,
  },
] as const satisfies readonly Feature[];

/** Shown before any search: what the directory is and how to use it. */
export function HowDirectoryWorks() {
  return (
    <FeatureGrid
      headingId="how-directory-works"
      title={officesText.howItWorks}
      intro="Every office in our directory is a practice with an active listing. Offices keep their own details up to date, and we show when each listing was last confirmed."
      features={steps}
      steps
    />
  );
}
