import { ChevronDown } from 'lucide-react';
import { faqItems } from '../contact-content';

/** Frequently asked questions as native disclosure widgets: keyboard and screen-reader ready. */
export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-heading">
      <h2 id="contact-faq-heading" className="text-lg font-semibold">
        Frequently Asked Questions
      </h2>
      <div className="border-border bg-surface rounded-card mt-4 divide-border divide-y border shadow-sm">
        {faqItems.map((item) => (
          <details key={item.question} className="group">
            <summary className="hover:bg-muted flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium group-first:rounded-t-[var(--radius-card)] [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="text-muted-foreground size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="text-muted-foreground px-5 pb-4 text-sm leading-relaxed">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
