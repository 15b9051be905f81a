import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Tabs as the WAI-ARIA tabs pattern describes them: a `tablist` of `tab` buttons, each naming
 * the `tabpanel` it shows (`aria-controls`, `aria-labelledby`); only the selected tab is in the
 * Tab order (roving tabindex); Left/Right move between tabs (wrapping), Home/End go to the first
 * and last, and a tab is selected as soon as it has focus.
 */

interface TabsState {
  value: string;
  onValueChange: (value: string) => void;
  idFor: (part: 'trigger' | 'content', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be used inside <Tabs>`);
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  // Values become part of element ids: keep them to characters an id can hold.
  const idFor = (part: 'trigger' | 'content', tab: string) =>
    `${baseId}-${part}-${tab.replace(/[^\w-]/g, '_')}`;
  return (
    <TabsContext.Provider value={{ value, onValueChange, idFor }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

const NEXT_TAB_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves focus between the list's enabled tabs; focusing a tab selects it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const next = NEXT_TAB_KEYS[event.key];
  if (!next || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  ];
  const current = tabs.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  event.preventDefault();
  tabs[next(current, tabs.length)]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('bg-muted inline-flex items-center gap-1 rounded-xl p-1', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

/** A tab of a page rendered at build time answers clicks once the app has taken the page over. */
export function TabsTrigger({
  value,
  className,
  disabled,
  onClick,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const hydrated = useHydrated();
  const selected = tabs.value === value;
  const inactive = disabled === true || !hydrated;
  const select = () => {
    if (!selected && !inactive) tabs.onValueChange(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor('trigger', value)}
      aria-selected={selected}
      aria-controls={tabs.idFor('content', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      disabled={inactive}
      className={clsx(
        'text-muted-foreground hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        select();
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & {
  value: string;
  /** Keep the panel's content rendered while another tab is selected (hide it by its state). */
  forceMount?: boolean;
};

export function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  const present = selected || forceMount === true;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor('content', value)}
      aria-labelledby={tabs.idFor('trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={0}
      hidden={!present}
      className={clsx('mt-6', className)}
      {...props}
    >
      {present ? children : null}
    </div>
  );
}
