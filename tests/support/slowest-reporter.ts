/**
 * Playwright reporter: at the end of the run, the spec files and the tests that took
 * longest, with the whole run's time, so the test loop's cost stays in view
 * (scripts/test.sh prints it under the end-to-end stage). E2E_SLOWEST sets how many (10).
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

export default class SlowestReporter implements Reporter {
  private readonly tests: { title: string; file: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*tests\/e2e\//, '');
    this.tests.push({ title: `${file} › ${test.title}`, file, ms: result.duration });
  }

  onEnd(result: FullResult): void {
    if (this.tests.length === 0) return;
    const count = Number(process.env.E2E_SLOWEST ?? 10);
    const byFile = new Map<string, number>();
    for (const test of this.tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
    const lines = [`\nSpec files by time (${this.tests.length} tests, run ${seconds(result.duration).trim()}):`];
    for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1])) lines.push(`${seconds(ms)}  ${file}`);
    lines.push(`\nThe ${Math.min(count, this.tests.length)} slowest tests:`);
    for (const test of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, count)) lines.push(`${seconds(test.ms)}  ${test.title}`);
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
