// axe-core in the browser journeys: every screen must have no serious or critical violation
// (WCAG 2.1 A/AA rules). Minor and moderate findings are reported in the failure text only when
// a serious one fails the check, so the message shows the whole picture.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// rc-motion's classes while antd moves something in or out (toasts, dialogs, drawers).
const MOVING =
  '[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"], [class*="-leave-start"]';

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  let serious = await seriousViolations(page);
  // A toast (5 s) that starts fading out while axe reads the page is translucent for a moment: when every
  // violation left is inside the toasts' layer, look again once the toasts are gone, and that result stands.
  const inToasts = (target: string) => target.includes('ant-notification');
  if (
    serious.length > 0 &&
    serious.every((v) => v.nodes.every((n) => n.target.every((t) => inToasts(String(t)))))
  ) {
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 10_000 });
    serious = await seriousViolations(page);
  }
  const described = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(described, `axe-core en ${page.url()}`).toEqual([]);
}

async function seriousViolations(page: Page) {
  // Colours are checked once what is fading in has finished: halfway through antd's dialog animation a button's
  // text is still translucent and fails the contrast rule. antd starts its motion a frame or two after the dialog
  // is in the DOM, so the page is let paint twice before looking, and looked at again until nothing finite runs
  // and no element carries rc-motion's moving classes. Endless animations (skeletons, spinners) are not awaited.
  await page.evaluate(async (moving) => {
    for (let round = 0; round < 20; round++) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0 && document.querySelector(moving) === null) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  }, MOVING);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
