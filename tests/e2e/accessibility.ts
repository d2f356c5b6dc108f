import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core over what the page shows now (or only `include`): no serious or critical violation. The
 * message names each rule and its first elements, so a failure says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
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
