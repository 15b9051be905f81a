/** Placeholder cards while the first results for a ZIP load. */
export function ResultsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="rounded-card border-border bg-surface border p-6 shadow-sm">
          <div className="animate-pulse space-y-4">
            <div className="flex justify-between gap-4">
              <div className="bg-muted h-5 w-2/3 rounded" />
              <div className="bg-muted h-6 w-24 rounded-full" />
            </div>
            <div className="bg-muted h-4 w-1/3 rounded" />
            <div className="grid gap-2 sm:grid-cols-2">
              <div className="bg-muted h-4 rounded" />
              <div className="bg-muted h-4 rounded" />
            </div>
            <div className="bg-muted h-4 w-5/6 rounded" />
            <div className="grid gap-2 pt-2 sm:grid-cols-3">
              <div className="bg-muted h-10 rounded-lg" />
              <div className="bg-muted h-10 rounded-lg" />
              <div className="bg-muted h-10 rounded-lg" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
