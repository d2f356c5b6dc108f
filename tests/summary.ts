// Prints one closing line for the whole `npm test` run from the runners' JSON reports:
// "tests: N passed, N failed, N skipped". Skipped tests are never counted as passed. Every failed test
// (and every file that failed outside its tests) is named above that line, so the tail of a CI log
// says what failed without the rest of the output.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const reports = [
  'test-reports/vitest-unit.json',
  'test-reports/vitest-integration.json',
  'test-reports/playwright.json',
];

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number; skipped: number };
  suites: PlaywrightSuite[];
}

const firstLine = (text: string | undefined) => (text ?? '').split('\n').find((line) => line.trim()) ?? '';

function vitestFailures(report: VitestReport): string[] {
  const names: string[] = [];
  for (const file of report.testResults) {
    const path = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      names.push(`${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0)
      names.push(`${path} (the file): ${firstLine(file.message)}`);
  }
  return names;
}

function playwrightFailures(suites: PlaywrightSuite[], trail: string[] = []): string[] {
  const names: string[] = [];
  for (const suite of suites) {
    const here = suite.file && trail.length === 0 ? [] : [...trail, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const title = [...here, spec.title].filter(Boolean).join(' › ');
          names.push(
            `[${test.projectName}] ${spec.file}:${spec.line} › ${title}${test.status === 'flaky' ? ' (flaky)' : ''}`,
          );
        }
      }
    }
    names.push(...playwrightFailures(suite.suites ?? [], here));
  }
  return names;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
for (const file of reports) {
  if (!existsSync(file)) {
    failures.push(`missing test report ${file}`);
    failed++;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport;
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    failures.push(...vitestFailures(report));
  } else {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    failures.push(...playwrightFailures(report.suites));
  }
}
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
