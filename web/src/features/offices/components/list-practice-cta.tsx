import { Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBanner, ctaLinkStyles } from '@/components/cta-banner';
import { links } from '@/config/paths';
import { officesText } from '../offices-content';

/** The professional call to action: list a practice in the directory. */
export function ListPracticeCta() {
  return (
    <CtaBanner
      headingId="list-practice-heading"
      title="Are you a dental professional?"
      icon={Stethoscope}
      className="my-12"
      actions={
        <Link to={links.listYourPractice} className={ctaLinkStyles('main')}>
          {officesText.listYourPractice}
        </Link>
      }
    >
      List your practice and reach patients searching for a dentist near them. Discount requests go
      straight to your inbox.
    </CtaBanner>
  );
}
