import { Spinner } from '@/components/ui/spinner';

/** Fills the page area while a screen loads. */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}
