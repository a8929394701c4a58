import type { Page } from '@playwright/test';

/**
 * From the next page load on: every layout shift not caused by input, with what moved
 * ('0.012: <div class="…"> {previous rect} -> {current rect}; …'). Read them with `layoutShifts(page)`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[])
        if (!entry.hadRecentInput)
          w.shifts.push(
            `${entry.value}: ${entry.sources
              .map(
                (s) =>
                  `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80)} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
              )
              .join('; ')}`,
          );
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the page so far (watchLayoutShifts). */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}
