import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';

/*
 * A table on wide screens; on narrow ones (below `lg`) each row becomes a card listing its
 * cells one per line, each with its column's name in front, so nothing scrolls sideways.
 */

export function AdminTable({
  caption,
  columns,
  busy,
  children,
}: {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly string[];
  /** A new search is loading: the rows shown are the previous ones. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="lg:border-border lg:bg-surface lg:overflow-x-auto lg:rounded-xl lg:border lg:shadow-sm">
      <table
        aria-busy={busy || undefined}
        className={clsx(
          'w-full text-left text-sm transition-opacity max-lg:block',
          busy && 'opacity-60',
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="max-lg:sr-only">
          <tr className="border-border text-muted-foreground border-b">
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className="px-3 py-2.5 font-medium whitespace-nowrap first:pl-4 last:pr-4 last:text-right"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-lg:flex max-lg:flex-col max-lg:gap-3">{children}</tbody>
      </table>
    </div>
  );
}

export function AdminRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={clsx(
        'border-border border-b last:border-b-0',
        'max-lg:bg-surface max-lg:block max-lg:rounded-xl max-lg:border max-lg:p-4 max-lg:shadow-sm max-lg:last:border-b',
        className,
      )}
      {...props}
    />
  );
}

/** A cell; `label` is its column's name, shown in front of the value on narrow screens. */
export function AdminCell({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      data-label={label}
      className={clsx(
        'px-3 py-3 align-middle lg:first:pl-4 lg:last:pr-4',
        'max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-4 max-lg:px-0 max-lg:py-1',
        label &&
          'max-lg:before:text-muted-foreground max-lg:before:shrink-0 max-lg:before:font-medium max-lg:before:content-[attr(data-label)]',
        className,
      )}
    >
      <span className="min-w-0 max-lg:text-right max-lg:[overflow-wrap:anywhere]">{children}</span>
    </td>
  );
}
