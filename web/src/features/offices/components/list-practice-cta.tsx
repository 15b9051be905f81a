import { Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { links } from '@/config/paths';
import { officesText } from '../offices-content';

/** The professional call to action: list a practice in the directory. */
export function ListPracticeCta() {
  return (
    <section
      aria-labelledby="list-practice-heading"
      className="rounded-card from-brand-700 to-brand-900 my-12 overflow-hidden bg-gradient-to-br p-8 text-white shadow-md sm:p-10"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span
            aria-hidden="true"
            className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-white/15 sm:flex"
          >
            <Stethoscope className="size-6" />
          </span>
          <div>
            <h2 id="list-practice-heading" className="text-2xl font-bold text-white">
              Are you a dental professional?
            </h2>
            <p className="mt-2 max-w-xl text-white/85">
              List your practice and reach patients searching for a dentist near them. Discount
              requests go straight to your inbox.
            </p>
          </div>
        </div>
        <Link
          to={links.listYourPractice}
          className={buttonStyles({
            size: 'lg',
            variant: 'outline',
            className: 'text-brand-900 border-white bg-white hover:bg-brand-50 shrink-0',
          })}
        >
          {officesText.listYourPractice}
        </Link>
      </div>
    </section>
  );
}
