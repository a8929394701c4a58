import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server draws the page and while the browser hydrates it, true from the render after: React
 * re-renders with the browser's answer once hydration is done. A form drawn on the server stays inert until then,
 * since what someone types into it before hydration never reaches React's state and is lost (the calculator showed
 * its default total beside a typed area). On a page drawn in the browser it is true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
