import type { ReactNode } from 'react';

/** A tab's heading and what it is for. */
export function TabPanelHeader({
  id,
  title,
  description,
}: {
  id: string;
  title: string;
  description: ReactNode;
}) {
  return (
    <div>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{description}</p>
    </div>
  );
}
