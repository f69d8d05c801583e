import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { notify } from '../lib/notices';

/** Copies a text to the clipboard and confirms it with a notification. */
export function CopyButton({ text, children }: { text: () => string; children: ReactNode }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      notify('success', t`Copied to the clipboard.`);
    } catch {
      notify('error', t`The browser did not allow copying to the clipboard.`);
    }
  };
  return (
    <button type="button" className="button button-secondary" onClick={() => void copy()}>
      {children}
    </button>
  );
}
