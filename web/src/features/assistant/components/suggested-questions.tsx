import { CircleHelp, Droplets, HeartPulse, Sparkles, Thermometer, Wrench } from 'lucide-react';
import { useHydrated } from '@/lib/use-hydrated';
import { assistantText, suggestedQuestions } from '../assistant-content';

const icons = [Thermometer, Droplets, Sparkles, HeartPulse, Wrench] as const;

/** The five suggested questions; choosing one asks it straight away. */
export function SuggestedQuestions({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (question: string) => void;
}) {
  // Rendered at build time: a question picked before the app takes the page over would be lost.
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="suggested-questions" className="mt-6">
      <h2
        id="suggested-questions"
        className="text-muted-foreground flex items-center gap-2 text-sm font-semibold tracking-wide uppercase"
      >
        <CircleHelp aria-hidden="true" className="size-4" />
        {assistantText.suggestionsHeading}
      </h2>
      <ul className="mt-3 grid gap-2.5 sm:grid-cols-2">
        {suggestedQuestions.map((question, index) => {
          const Icon = icons[index] ?? CircleHelp;
          return (
            <li key={question}>
              <button
                type="button"
                disabled={disabled || !hydrated}
                onClick={() => onPick(question)}
                className="group border-border bg-surface hover:border-brand-200 hover:bg-brand-50 flex w-full items-center gap-3 rounded-xl border px-4 py-3 text-left text-sm font-medium shadow-xs transition-colors disabled:opacity-60"
              >
                <span
                  aria-hidden="true"
                  className="bg-brand-100 text-brand-800 group-hover:bg-brand-200 flex size-8 shrink-0 items-center justify-center rounded-lg transition-colors"
                >
                  <Icon className="size-4" />
                </span>
                {question}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
