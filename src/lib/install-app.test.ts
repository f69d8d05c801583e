import { describe, expect, it, vi } from 'vitest';
import { installOffer, isIosSafari, promptInstall, runsInstalled, subscribeInstallOffer, watchInstallOffer, type InstallPromptEvent } from './install-app';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_SITE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('recognises Safari on an iPhone, and on an iPad asking for the desktop site', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_SITE, 5)).toBe(true);
  });

  it('leaves out a Mac (no touch screen), other iOS browsers and Android', () => {
    expect(isIosSafari(IPAD_DESKTOP_SITE, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

describe('runsInstalled', () => {
  const browser = { displayModeStandalone: false, navigatorStandalone: undefined, search: '', remembered: null };

  it('is false in a browser tab', () => {
    expect(runsInstalled(browser)).toBe(false);
  });

  it('is true in standalone display mode or from iOS home screen', () => {
    expect(runsInstalled({ ...browser, displayModeStandalone: true })).toBe(true);
    expect(runsInstalled({ ...browser, navigatorStandalone: true })).toBe(true);
  });

  it('follows the ?display-mode= flag, and what an earlier page of the tab remembered of it', () => {
    expect(runsInstalled({ ...browser, search: '?termo=x&display-mode=standalone' })).toBe(true);
    expect(runsInstalled({ ...browser, remembered: 'standalone' })).toBe(true);
    // The flag in the address overrides the remembered one (to leave the mode again).
    expect(runsInstalled({ ...browser, search: '?display-mode=browser', remembered: 'standalone' })).toBe(false);
  });
});

describe('the install offer', () => {
  function fakeOffer(outcome: 'accepted' | 'dismissed') {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
    const prompt = vi.fn().mockResolvedValue(undefined);
    Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
    return { event, prompt };
  }

  it('keeps the browser offer, announces it, and uses it once', async () => {
    const target = new EventTarget() as Window;
    watchInstallOffer(target);
    const listener = vi.fn();
    const stop = subscribeInstallOffer(listener);
    expect(installOffer()).toBeNull();
    expect(await promptInstall()).toBe('unavailable');

    const { event, prompt } = fakeOffer('accepted');
    target.dispatchEvent(event);
    // The browser's own mini-infobar is kept away.
    expect(event.defaultPrevented).toBe(true);
    expect(installOffer()).toBe(event);
    expect(listener).toHaveBeenCalledTimes(1);

    expect(await promptInstall()).toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installOffer()).toBeNull();
    expect(await promptInstall()).toBe('unavailable');
    stop();
  });

  it('forgets the offer once the app is installed', () => {
    const target = new EventTarget() as Window;
    watchInstallOffer(target);
    target.dispatchEvent(fakeOffer('dismissed').event);
    expect(installOffer()).not.toBeNull();
    target.dispatchEvent(new Event('appinstalled'));
    expect(installOffer()).toBeNull();
  });
});
