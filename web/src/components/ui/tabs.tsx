import type { ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { useHydrated } from '@/lib/use-hydrated';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={clsx('bg-muted inline-flex items-center gap-1 rounded-xl p-1', className)}
      {...props}
    />
  );
}

/** A tab of a page rendered at build time answers clicks once the app has taken the page over. */
export function TabsTrigger({
  className,
  disabled,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const hydrated = useHydrated();
  return (
    <TabsPrimitive.Trigger
      disabled={disabled === true || !hydrated}
      className={clsx(
        'text-muted-foreground hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={clsx('mt-6', className)} {...props} />;
}
