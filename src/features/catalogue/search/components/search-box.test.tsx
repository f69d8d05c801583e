// @vitest-environment happy-dom
// The search box before and after its completions' code arrives (search-box.tsx): someone
// typing in the plain box keeps the focus, the caret and every letter when the combobox takes over.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import { SearchBox } from './search-box';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));

beforeEach(() => activateSourceLanguage());
afterEach(() => cleanup());

function Box() {
  const [value, setValue] = useState('');
  return <SearchBox id="termo" name="termo" value={value} onValueChange={setValue} onPick={() => {}} invalid={false} />;
}

it('the combobox replaces the plain box on focus, keeping the focus, the caret and the text typed meanwhile', { timeout: 30_000 }, async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Box />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const plain = screen.getByRole('combobox');
  // The plain box has no completions: nothing reacts to the keyboard yet.
  expect(plain).toHaveProperty('onkeydown', null);
  act(() => plain.focus());
  fireEvent.change(plain, { target: { value: 'machado' } });
  (plain as HTMLInputElement).setSelectionRange(3, 3);
  // The combobox's code arrives: a new input in the same place, which has taken the focus over.
  await waitFor(() => expect(screen.getByRole('combobox')).not.toBe(plain), { timeout: 20_000 });
  const box = screen.getByRole('combobox') as HTMLInputElement;
  expect(screen.getAllByRole('combobox')).toHaveLength(1);
  expect(box.value).toBe('machado');
  expect(document.activeElement).toBe(box);
  expect([box.selectionStart, box.selectionEnd]).toEqual([3, 3]);
  expect(box.getAttribute('aria-controls')).toBe('termo-completions');
  // What was typed before the code came is completed at once, without another key.
  await waitFor(() => expect(client.getQueryCache().getAll().some((query) => JSON.stringify(query.queryKey).includes('machado'))).toBe(true));
});
