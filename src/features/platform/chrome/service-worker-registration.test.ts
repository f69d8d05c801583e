import { beforeEach, describe, expect, it, vi } from 'vitest';

const registerSW = vi.fn((options: { onNeedRefresh?: () => void }) => {
  onNeedRefresh = options.onNeedRefresh;
  return update;
});
const update = vi.fn(async () => undefined);
let onNeedRefresh: (() => void) | undefined;
vi.mock('virtual:pwa-register', () => ({ registerSW }));

describe('the service worker registration', () => {
  beforeEach(() => vi.resetModules());

  it('registers once however many times it is asked (a render thrown away and retried, a remount)', async () => {
    const { registerServiceWorkerOnce } = await import('./service-worker-registration');
    registerServiceWorkerOnce();
    registerServiceWorkerOnce();
    registerServiceWorkerOnce();
    expect(registerSW).toHaveBeenCalledTimes(1);
  });

  it('tells its readers when a new version waits, and takes it or lets it go', async () => {
    const registration = await import('./service-worker-registration');
    registerSW.mockClear();
    registration.registerServiceWorkerOnce();
    const seen: boolean[] = [];
    const stop = registration.waitingVersion.subscribe(() => seen.push(registration.waitingVersion.get()));
    expect(registration.waitingVersion.get()).toBe(false);
    onNeedRefresh?.();
    registration.declineNewVersion();
    expect(seen).toEqual([true, false]);
    registration.takeNewVersion();
    expect(update).toHaveBeenCalledWith(true);
    stop();
  });
});
