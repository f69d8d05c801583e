// @vitest-environment happy-dom
// The search box before and after its completions' code arrives (search-box.tsx): the input is
// never replaced, so someone typing keeps the focus, the caret and every letter, and what was
// typed before the code came is completed at once.
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

it('the completions come to the same input: the focus, the caret and the text typed meanwhile stay, and nothing is replaced', { timeout: 30_000 }, async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Box />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const box = screen.getByRole('combobox') as HTMLInputElement;
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'machado' } });
  box.setSelectionRange(3, 3);
  // The completions' code arrives: the list is theirs now (it answers the keyboard), the input is the same.
  await waitFor(() => expect(client.getQueryCache().getAll().some((query) => JSON.stringify(query.queryKey).includes('machado'))).toBe(true), { timeout: 20_000 });
  expect(screen.getByRole('combobox')).toBe(box);
  expect(screen.getAllByRole('combobox')).toHaveLength(1);
  expect(box.isConnected).toBe(true);
  expect(box.value).toBe('machado');
  expect(document.activeElement).toBe(box);
  expect([box.selectionStart, box.selectionEnd]).toEqual([3, 3]);
  expect(box.getAttribute('aria-controls')).toBe('termo-completions');
  expect(document.querySelectorAll('#termo-completions')).toHaveLength(1);
});
