// Prints one closing line for the whole `npm test` run from the runners' JSON reports:
// "tests: N passed, N failed, N skipped". Skipped tests are never counted as passed.
import { existsSync, readFileSync } from 'node:fs';

const reports = [
  'test-reports/vitest-unit.json',
  'test-reports/vitest-integration.json',
  'test-reports/playwright.json',
];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}`);
    failed++;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } else {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
