/**
 * Radix Tabs, fetched when a page first renders tabs (only the library does): the kit is one
 * shared module, so a static import put its code on every page's first load
 * (docs/architecture.md#what-a-phone-downloads).
 */
import { type ComponentProps, lazy } from 'react';
import { cn } from './cn.ts';

const radix = () => import('@radix-ui/react-tabs');
const TabsPrimitive = {
  Root: lazy(() => radix().then((module) => ({ default: module.Root }))),
  List: lazy(() => radix().then((module) => ({ default: module.List }))),
  Trigger: lazy(() => radix().then((module) => ({ default: module.Trigger }))),
  Content: lazy(() => radix().then((module) => ({ default: module.Content }))),
};

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex items-center gap-1 rounded-md bg-slate-900 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'rounded px-3 py-1.5 text-sm text-slate-400 data-[state=active]:bg-slate-700 data-[state=active]:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 outline-none', className)} {...props} />;
}
