// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/errors';
import type { Outcome } from '../api/outcome';
import { getNotices } from '../lib/notices';
import { FormAnswer } from './form-field';
import { RecordFormButtons, useRecordForm } from './record-form';

// Unit tests run without Lingui's macro transform: the macros give their source text.
vi.mock('@lingui/react/macro', () => ({
  useLingui: () => ({ t: (strings: TemplateStringsArray, ...values: unknown[]) => String.raw({ raw: strings }, ...values) }),
  Trans: ({ children }: { children: React.ReactNode }) => children,
}));

afterEach(cleanup);
i18n.loadAndActivate({ locale: 'en', messages: {} });

interface Value { name: string }
const refusal = { ok: false, status: 422, message: 'error.x', error: { message: 'Taken' } as unknown as ApiError } as Outcome<unknown>;

function Form({ code, save, remove }: { code: number | null; save: (code: number | null, v: Value) => Promise<Outcome<unknown>>; remove: (code: number) => Promise<Outcome<unknown>> }) {
  const { value, set, error, submit, ...form } = useRecordForm({ initial: { name: code === null ? '' : 'Old' }, empty: { name: '' }, code, save, remove, saved: 'Saved.', removed: 'Removed.' });
  return (
    <form onSubmit={submit} aria-label="f">
      <input aria-label="Name" value={value.name} onChange={(e) => set('name', e.target.value)} />
      <RecordFormButtons form={form} />
      <FormAnswer error={error && (error as unknown as { message: string }).message} />
    </form>
  );
}
const mount = (ui: React.ReactElement) => render(
  <I18nProvider i18n={i18n}><QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider></I18nProvider>);

describe('a staff form that adds, changes and removes a record', () => {
  it('adds: sends the value, says so, and empties the form; a refusal stays beside it', async () => {
    const sent: [number | null, Value][] = [];
    let answer: Outcome<unknown> = { ok: true, data: {} };
    mount(<Form code={null} save={async (c, v) => { sent.push([c, v]); return answer; }} remove={async () => ({ ok: true, data: {} })} />);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect(sent).toEqual([[null, { name: 'Nova' }]]);
    expect(getNotices().map((n) => n.text)).toContain('Saved.');
    answer = refusal;
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Taken');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Dup');
  });

  it('changes and removes an existing record, keeping what was typed', async () => {
    const removed: number[] = [];
    mount(<Form code={7} save={async () => ({ ok: true, data: {} })} remove={async (c) => { removed.push(c); return { ok: true, data: {} }; }} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getNotices().filter((n) => n.text === 'Saved.').length).toBeGreaterThan(0));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('New');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual([7]));
    await waitFor(() => expect(getNotices().map((n) => n.text)).toContain('Removed.'));
  });
});
