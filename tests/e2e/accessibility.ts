import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite CSS transitions and animations to end (a Leaflet popup or a MUI
 * dialog fading in), so colours are read at full opacity. Endless ones (a spinner) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    // Two frames, so a transition started by the frame after the last change is seen too.
    const frames = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    // A transition cancelled and started again (Leaflet re-adds its popup's fade) is waited for too.
    for (let round = 0; round < 20; round += 1) {
      await frames();
      if (running().length === 0) return;
      await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * axe-core over what the page shows now (or only `include`): no serious or critical violation. The
 * message names each rule and its first elements, so a failure says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  await animationsSettled(page);
  // Whatever starts fading after that (Leaflet redraws its popup when the map moves) is read at its
  // end: with no transitions, a style changed mid-way is at its final value at once.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  await still.evaluate((style) => (style as HTMLStyleElement).remove());
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')} (${violation.nodes[0]?.any[0]?.message ?? violation.help})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}
