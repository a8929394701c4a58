// axe-core in the browser journeys: every screen must have no serious or critical violation
// (WCAG 2.1 A/AA rules). Minor and moderate findings are reported in the failure text only when
// a serious one fails the check, so the message shows the whole picture.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours are checked once what is fading in has finished: halfway through antd's dialog animation a button's
  // text is still translucent and fails the contrast rule. antd starts its motion a frame or two after the dialog
  // is in the DOM, so the page is let paint twice before looking, and looked at again until nothing finite runs.
  // Endless animations (skeletons, spinners) are not awaited.
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round++) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(described, `axe-core en ${page.url()}`).toEqual([]);
}
