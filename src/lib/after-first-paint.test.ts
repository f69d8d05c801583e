// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (list: { getEntriesByName(name: string): unknown[] }) => void;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

/** A PerformanceObserver that reports paints when the test says. */
function fakePaintTiming() {
  const observers: Listener[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly listener: Listener) {}
    observe() {
      observers.push(this.listener);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.listener), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      for (const listener of [...observers]) listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
  };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first paint', async () => {
    const timing = fakePaintTiming();
    const { afterFirstPaint } = await import('./after-first-paint');
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    timing.paint('first-paint');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    timing.paint('first-contentful-paint');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(true);
  });

  it('also waits for the first page, and the paint after it, when told to (a title paints its chrome first)', async () => {
    const timing = fakePaintTiming();
    const { afterFirstPaint, deferUntilFirstPage } = await import('./after-first-paint');
    let showPage = () => {};
    deferUntilFirstPage(new Promise<void>((resolve) => (showPage = resolve)));
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    timing.paint('first-contentful-paint');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    showPage();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(done).toBe(true);
  });

  it('goes ahead after 3 s when nothing paints (a tab opened in the background)', async () => {
    vi.useFakeTimers();
    fakePaintTiming();
    const { afterFirstPaint } = await import('./after-first-paint');
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });

  it('does not wait where the browser does not report paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterFirstPaint } = await import('./after-first-paint');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });
});
