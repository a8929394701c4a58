// axe-core in the browser journeys: every screen must have no serious or critical violation
// (WCAG 2.1 A/AA rules). Minor and moderate findings are reported in the failure text only when
// a serious one fails the check, so the message shows the whole picture.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours are checked once what is fading in has finished: halfway through antd's dialog animation a button's
  // text is still translucent and fails the contrast rule. Endless animations (skeletons, spinners) are not awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(described, `axe-core en ${page.url()}`).toEqual([]);
}
