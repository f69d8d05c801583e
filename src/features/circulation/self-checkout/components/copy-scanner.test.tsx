// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyScanner } from './copy-scanner';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));

// The camera and its reader, as the ISBN scanner's feature lends them: a camera that opens, and
// a reader that reads what the test's `labels` say, in that order, as the video shows them.
const camera = vi.hoisted(() => ({ labels: [] as string[], stopped: false }));
vi.mock('../../../catalogue/isbn-scanner', () => ({
  loadCamera: async () => ({
    openCamera: async () => {
      const stream = new MediaStream();
      stream.getTracks = () => [{ stop: () => { camera.stopped = true; } } as MediaStreamTrack];
      return stream;
    },
    readCodes: async (_video: HTMLVideoElement, _stream: MediaStream, onCode: (code: string) => void, signal: AbortSignal, kinds: string[]) => {
      expect(kinds).toEqual(['code_128', 'code_39', 'itf', 'codabar']);
      for (const label of camera.labels) if (!signal.aborted) onCode(label);
      return 'zxing';
    },
  }),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  camera.stopped = false;
});

describe('CopyScanner (the phone self-checkout reading copy labels)', () => {
  it('hands over each label once while the camera is open, however often it comes into view', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    // Two books on the table: the reader reads each label many times, and each in turn again.
    camera.labels = ['1001', '1001', '1001', '2002', '2002', '1001', '2002', '1001'];
    const onCode = vi.fn();
    const { unmount } = render(<CopyScanner onCode={onCode} />);
    await screen.findByText("Point the camera at the copy's barcode label.");
    await waitFor(() => expect(onCode).toHaveBeenCalledTimes(2));
    expect(onCode.mock.calls).toEqual([['1001'], ['2002']]);
    unmount();
    expect(camera.stopped).toBe(true);
  });
});
