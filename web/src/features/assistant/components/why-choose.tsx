import { Award, BookOpenCheck, MapPinned, ShieldAlert } from 'lucide-react';
import { CREDENTIALS_LINE, SITE_NAME } from '@/config/site';

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
] as const;

/** Why visitors can rely on the assistant. */
export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-heading" className="py-14 sm:py-16">
      <h2
        id="why-choose-heading"
        className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
      >
        Why Choose {SITE_NAME}?
      </h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-center">
        Trustworthy dental guidance whenever a question comes up, and a clear next step when you
        need a professional.
      </p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-card border-border bg-surface border p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="bg-brand-100 text-brand-800 flex size-11 items-center justify-center rounded-xl"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 text-base font-semibold">{title}</h3>
            <p className="text-muted-foreground mt-2 text-sm">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
