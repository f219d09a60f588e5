// Parts of the shell that only an interaction shows: the mobile drawer and the collapsed sidebar's
// tooltips. Their code (and Mantine's floating-ui, focus trap and scroll lock) loads after the visitor's
// first input; until then the page renders exactly what the server rendered, so hydration matches.
import { useEffect, useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { afterFirstInteraction } from '../renderer/first-interaction.ts';
import { lazyModule, type LazyModule } from '../renderer/lazy-module.ts';

const tooltips = afterFirstInteraction(lazyModule(() => import('./deferred-tooltip.ts')));
const drawer = lazyModule(() => import('./deferred-drawer.ts'));

/** The module once loaded (asking for it on mount); undefined on the first render, as on the server. */
function useLoaded<T>(module: LazyModule<T>, wanted = true): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void module.load().then((loaded) => current && setValue(() => loaded));
    return () => {
      current = false;
    };
  }, [module, wanted]);
  return value;
}

type TooltipProps = Omit<ComponentProps<typeof import('@mantine/core').Tooltip>, 'children'> & { children: ReactElement };

/** Mantine's Tooltip once its code has loaded; before that, the bare child (a closed tooltip adds nothing to the DOM). */
export function HintTooltip({ children, ...props }: TooltipProps) {
  const module = useLoaded(tooltips);
  return module ? <module.Tooltip {...props}>{children}</module.Tooltip> : children;
}

export function HintTooltipGroup({ children, ...props }: ComponentProps<typeof import('@mantine/core').Tooltip.Group>) {
  const module = useLoaded(tooltips);
  return module ? <module.Tooltip.Group {...props}>{children}</module.Tooltip.Group> : <>{children}</>;
}

type DrawerProps = ComponentProps<typeof import('@mantine/core').Drawer> & { children: ReactNode };

/** Mantine's Drawer, loaded the first time it opens (a closed drawer renders nothing). */
export function NavigationDrawer(props: DrawerProps) {
  const module = useLoaded(drawer, props.opened);
  return module ? <module.Drawer {...props} /> : null;
}
