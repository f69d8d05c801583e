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
    const { afterFirstPaint } = await import('./start-phases');
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
    const { afterFirstPaint, deferUntilFirstPage } = await import('./start-phases');
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
    const { afterFirstPaint } = await import('./start-phases');
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });

  it('does not wait where the browser does not report paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterFirstPaint } = await import('./start-phases');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });
});

/** A request tracker the test drives, as main.tsx's React Query one. */
function fakeRequests(busy: boolean) {
  const listeners = new Set<() => void>();
  const state = { busy };
  return {
    activity: {
      busy: () => state.busy,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    settle() {
      state.busy = false;
      listeners.forEach((listener) => listener());
    },
    start() {
      state.busy = true;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('afterStartSettles (the service worker registers once the start is over)', () => {
  it('waits for the first paint and for the requests in flight to end', async () => {
    const timing = fakePaintTiming();
    const { afterStartSettles, watchRequests } = await import('./start-phases');
    const requests = fakeRequests(true);
    watchRequests(requests.activity);
    let done = false;
    void afterStartSettles().then(() => (done = true));
    timing.paint('first-contentful-paint');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(done).toBe(false);
    requests.settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(done).toBe(true);
  });

  it('waits until requests have been quiet for a while, not for one quiet moment', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterStartSettles, watchRequests, QUIET_MS } = await import('./start-phases');
    const requests = fakeRequests(false);
    watchRequests(requests.activity);
    let done = false;
    void afterStartSettles().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    // A later part of the page asks for its data: the wait starts again.
    requests.start();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(done).toBe(false);
    requests.settle();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(done).toBe(true);
  });

  it('goes ahead 10 s after the first paint when requests never stop', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterStartSettles, watchRequests } = await import('./start-phases');
    watchRequests(fakeRequests(true).activity);
    let done = false;
    void afterStartSettles().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(9900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});

describe('afterStartOrBeforeLeaving (a first visit saves its answers once it has loaded)', () => {
  it('settles PUT_OFF_MS after the start has settled, not before', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterStartOrBeforeLeaving, watchRequests, PUT_OFF_MS } = await import('./start-phases');
    const requests = fakeRequests(true);
    watchRequests(requests.activity);
    let done = false;
    void afterStartOrBeforeLeaving().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PUT_OFF_MS + 1000);
    expect(done).toBe(false);
    requests.settle();
    await vi.advanceTimersByTimeAsync(PUT_OFF_MS - 500);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(done).toBe(true);
  });

  it('settles at once when the browser goes offline or the page is hidden', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    for (const leave of [
      () => window.dispatchEvent(new Event('offline')),
      () => window.dispatchEvent(new Event('pagehide')),
    ]) {
      vi.resetModules();
      const { afterStartOrBeforeLeaving, watchRequests } = await import('./start-phases');
      watchRequests(fakeRequests(true).activity);
      let done = false;
      void afterStartOrBeforeLeaving().then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done).toBe(false);
      leave();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done).toBe(true);
    }
  });
});
