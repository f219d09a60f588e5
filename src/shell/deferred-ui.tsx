// Parts of the shell that the prerendered page does not need: tooltips and the mobile drawer (with
// Mantine's floating-ui, focus trap and scroll lock). Their code stays out of the first load and out of
// the first input's work: a tooltip is a hint for pointer users, so its code (floating-ui, 20 KB gzip)
// loads when the browser is idle after the app starts, or on the first hover or focus of a hinted
// element. The element itself is rendered the same before and after (the tooltip attaches to it by
// `target`, beside it), so loading never remounts, and never unfocuses, what it describes. The drawer
// loads the first time it opens.
import { cloneElement, useEffect, useRef, useState, type ComponentProps, type ReactElement, type ReactNode, type Ref, type RefObject } from 'react';
import { lazyModule, useLoadedWhen } from '../renderer/lazy-module.ts';

export const tooltipModule = lazyModule(() => import('./deferred-tooltip.ts'));
const drawerModule = lazyModule(() => import('./deferred-drawer.ts'));

type TooltipModule = Awaited<ReturnType<typeof tooltipModule.load>>;
type TooltipProps = Omit<ComponentProps<typeof import('@mantine/core').Tooltip>, 'children' | 'target'> & { children: ReactElement<{ ref?: Ref<HTMLElement> }> };

/** The tooltip code, once the browser is idle or the element is hovered or focused. */
function useTooltipModule(target: RefObject<HTMLElement | null>): TooltipModule | undefined {
  const [module, setModule] = useState<TooltipModule>();
  useEffect(() => {
    const element = target.current;
    let live = true;
    const load = () => void tooltipModule.load().then((loaded) => live && setModule(() => loaded));
    const idle = window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 4000 }) : window.setTimeout(load, 2000);
    element?.addEventListener('pointerenter', load, { once: true });
    element?.addEventListener('focus', load, { once: true });
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      element?.removeEventListener('pointerenter', load);
      element?.removeEventListener('focus', load);
    };
  }, [target]);
  return module;
}

/** Mantine's Tooltip on the element it wraps, once its code is there. */
export function HintTooltip({ children, ...props }: TooltipProps) {
  const target = useRef<HTMLElement>(null);
  const module = useTooltipModule(target);
  return (
    <>
      {cloneElement(children, { ref: target })}
      {module && <module.Tooltip {...props} target={target} />}
    </>
  );
}

type DrawerProps = ComponentProps<typeof import('@mantine/core').Drawer> & { children: ReactNode };

/** Mantine's Drawer, loaded the first time it opens (a closed drawer renders nothing). */
export function NavigationDrawer(props: DrawerProps) {
  const module = useLoadedWhen(drawerModule, props.opened);
  return module ? <module.Drawer {...props} /> : null;
}
