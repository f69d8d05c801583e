// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogButton, type ModalProps } from './dialog-button';
import * as notices from '../lib/notices';

// Unit tests run without Lingui's macro transform: msg`…` gives its source text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function FakeDialog({ open, onOpenChange, returnFocus }: ModalProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Fake">
      <button
        type="button"
        onClick={() => {
          onOpenChange(false);
          returnFocus();
        }}
      >
        Close
      </button>
    </div>
  );
}

function renderButton(load: () => Promise<typeof FakeDialog>) {
  i18n.activate('en');
  return render(
    <I18nProvider i18n={i18n}>
      <DialogButton className="link-button" label="Open it" load={load} />
    </I18nProvider>,
  );
}

describe('DialogButton (a modal whose code loads when it is first wanted)', () => {
  it('loads nothing until reached for, opens the dialog, and gives focus back on close', async () => {
    const load = vi.fn(() => Promise.resolve(FakeDialog));
    renderButton(load);
    const button = screen.getByRole('button', { name: 'Open it' });
    expect(load).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.pointerEnter(button);
    expect(load).toHaveBeenCalled();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: 'Fake' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('says the dialog needs a connection when its code cannot load, and tries again on the next press', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notify = vi.spyOn(notices, 'notify');
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve(FakeDialog);
    };
    renderButton(load);
    const button = screen.getByRole('button', { name: 'Open it' });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Needs a connection: you are offline.'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back online, the same button opens it.
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Fake' });
    expect(attempts).toBe(2);
  });
});
