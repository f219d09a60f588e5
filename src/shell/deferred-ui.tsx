// Parts of the shell that the prerendered page does not need: tooltips and the mobile drawer (with
// Mantine's floating-ui, focus trap and scroll lock). Their code stays out of the first load.
// Tooltips load with the app, before it hydrates (a closed tooltip adds nothing to the DOM, so the
// server's HTML matches), so that adding them later never remounts, and never unfocuses, the elements
// they wrap. The drawer loads the first time it opens.
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { lazyModule, useLoadedWhen } from '../renderer/lazy-module.ts';

/** Loaded by the app before hydrating (src/hydrate.tsx) and by the server before rendering. */
export const tooltipModule = lazyModule(() => import('./deferred-tooltip.ts'));
const drawerModule = lazyModule(() => import('./deferred-drawer.ts'));

type TooltipProps = Omit<ComponentProps<typeof import('@mantine/core').Tooltip>, 'children'> & { children: ReactElement };

/** Mantine's Tooltip (the bare child only where its code was not loaded first, as in isolated tests). */
export function HintTooltip({ children, ...props }: TooltipProps) {
  const module = tooltipModule.loaded();
  return module ? <module.Tooltip {...props}>{children}</module.Tooltip> : children;
}

export function HintTooltipGroup({ children, ...props }: ComponentProps<typeof import('@mantine/core').Tooltip.Group>) {
  const module = tooltipModule.loaded();
  return module ? <module.Tooltip.Group {...props}>{children}</module.Tooltip.Group> : <>{children}</>;
}

type DrawerProps = ComponentProps<typeof import('@mantine/core').Drawer> & { children: ReactNode };

/** Mantine's Drawer, loaded the first time it opens (a closed drawer renders nothing). */
export function NavigationDrawer(props: DrawerProps) {
  const module = useLoadedWhen(drawerModule, props.opened);
  return module ? <module.Drawer {...props} /> : null;
}
