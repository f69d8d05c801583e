import { expect, test, type Locator, type Page } from '@playwright/test';
import { axe } from './pages/axe';
import { freePatron } from './pages/desk-page';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { FRAMES_PER_LABEL, barcodeClip, launchWithCamera } from './pages/fake-camera';
import { PhoneSelfCheckoutPage, entranceAddress, shelfCopy } from './pages/self-checkout-page';

// Check out with the phone through its camera (issue 39 item 3): Chromium's camera is a fake
// device playing a clip of two shelf copies' barcode labels in turn (Code 128 of their numbers,
// drawn here), as a patron moves the phone from one book to the other and back, and the
// patron's phone reads them with the ISBN scanner's camera and reader and borrows each once.
// Nothing is typed: the copies reach the receipt only if the camera path works. (Chromium on
// Linux has no BarcodeDetector, so here the reader is ZXing, the fallback.)

test.use({ locale: 'en-US' });
const PHONE = { width: 390, height: 844 };

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Frames the video has shown so far (it plays the clip in a loop). */
const framesShown = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);

test('a patron borrows two copies by pointing the phone camera at their barcode labels', async ({ request, baseURL }, testInfo) => {
  test.slow(); // a browser of its own with a camera, ZXing loaded on demand, axe
  const first = await shelfCopy(request);
  const second = await shelfCopy(request, first.codAcervo + 1, first.library);
  const patron = await freePatron(request, [], { loose: true, room: 2 });
  const clip = testInfo.outputPath('copy-labels.y4m');
  barcodeClip(clip, 'code128', first.barcode, second.barcode);

  const browser = await launchWithCamera(clip);
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: PHONE, isMobile: true, hasTouch: true });
    await context.grantPermissions(['camera'], { origin: baseURL });
    const phone = await context.newPage();
    let borrowCalls = 0;
    phone.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/autoemprestimo\/visitas\/\d+\/emprestimos$/.test(r.url())) borrowCalls += 1;
    });
    await new DeviceAlertsPage(phone).logIn(patron.login, 'Biblioteca#2026');
    // At the door: what the entrance screen's QR code opens (taken just now, so it is current).
    await phone.goto(await entranceAddress(request, first.library));
    const self = new PhoneSelfCheckoutPage(phone);
    await expect(self.heading).toBeVisible();
    await expect(phone).toHaveURL(/visita=\d+/);
    await expect(self.receipt).toContainText('No copy borrowed yet.');

    // The camera: its picture plays, and the patron is told what to point it at.
    await self.cameraButton().click();
    await expect(self.cameraButton()).toHaveAccessibleName('Close the camera');
    await expect(self.cameraButton()).toHaveAttribute('aria-pressed', 'true');
    const scanner = phone.locator('.self-checkout-scanner');
    await expect(scanner).toHaveAttribute('data-state', 'scanning');
    await expect(scanner.getByRole('status')).toHaveText("Point the camera at the copy's barcode label.");
    const video = scanner.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight, v.paused])).toEqual([640, 480, false]);

    // Both labels are read and both copies lent, with nothing typed: the answer, then the receipt's rows.
    for (const copy of [first, second]) await expect(self.copyRow(copy.barcode)).toHaveCount(1, { timeout: 45_000 });
    await expect(phone.getByRole('status').filter({ hasText: 'Borrowed:' })).toContainText(/due/);
    await expect(self.barcode).toHaveValue('');
    await expect(self.receiptCode).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    testInfo.annotations.push({ type: 'reader', description: await phone.evaluate(() => ('BarcodeDetector' in globalThis ? 'BarcodeDetector' : 'ZXing')) });

    // The camera keeps showing the two labels in turn: once the clip has gone round twice more,
    // neither copy was sent again (a copy read again would come back "already on loan").
    const shown = await framesShown(video);
    await expect.poll(() => framesShown(video), { timeout: 45_000 }).toBeGreaterThan(shown + 2 * 2 * FRAMES_PER_LABEL);
    await expect(phone.getByRole('alert')).toHaveCount(0);
    expect(borrowCalls).toBe(2);

    // The scanning screen, camera on, with the answer and the receipt below it.
    await expect(scanner).toHaveAttribute('data-state', 'scanning');
    await expectAccessible(phone);

    // Closing the camera leaves the receipt, to show at the exit.
    await self.cameraButton().click();
    await expect(scanner).toHaveCount(0);
    await expect(self.cameraButton()).toHaveAccessibleName('Scan with the camera');
    await expect(self.receipt.getByRole('row')).toHaveCount(3); // the header and the two copies
  } finally {
    await browser.close();
  }
});
