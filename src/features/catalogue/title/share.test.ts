import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

const data = { title: 'Dom Casmurro', url: 'https://example.org/acervo/7' };

function abort(): Error {
  return Object.assign(new Error('closed'), { name: 'AbortError' });
}

describe('shareLink', () => {
  it('opens the share sheet when the browser has one, and copies nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address where the browser has no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies when the browser says it cannot share this data', async () => {
    const share = vi.fn();
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { share, canShare: () => false, clipboard: { writeText } })).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('takes a closed share sheet as the patron changing their mind', async () => {
    const writeText = vi.fn();
    expect(await shareLink(data, { share: () => Promise.reject(abort()), clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies when the share sheet refuses to open', async () => {
    const refused = Object.assign(new Error('no activation'), { name: 'NotAllowedError' });
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { share: () => Promise.reject(refused), clipboard: { writeText } })).toBe('copied');
  });

  it('fails when neither sharing nor the clipboard works', async () => {
    expect(await shareLink(data, {})).toBe('failed');
    expect(await shareLink(data, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } })).toBe('failed');
  });
});
