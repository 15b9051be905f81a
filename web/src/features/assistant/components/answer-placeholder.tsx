import { Card } from '@/components/ui/card';

/** Three pulsing lines where the answer's text will be. */
export function Thinking() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <div className="bg-muted h-3.5 w-11/12 animate-pulse rounded-full" />
      <div className="bg-muted h-3.5 w-4/5 animate-pulse rounded-full [animation-delay:150ms]" />
      <div className="bg-muted h-3.5 w-2/3 animate-pulse rounded-full [animation-delay:300ms]" />
    </div>
  );
}

/** Stands in for the answer panel while its code is still arriving. */
export function AnswerPlaceholder() {
  return (
    <Card className="px-5 py-5 sm:px-6">
      <Thinking />
    </Card>
  );
}
