// @vitest-environment happy-dom
// QueryState: a screen that keeps its last answer on screen while the next one loads.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../tests/support/lingui-macro';
import { ApiError } from '../api/errors';
import { QueryState } from './query-state';

vi.mock('@lingui/react/macro', () => import('../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../tests/support/lingui-macro'));

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>,
  );
}

/** A paged list: the page in state, each page's answer from `load`, the last one kept meanwhile. */
function Pages({ load, pending }: { load: (page: number) => Promise<string>; pending?: ReactNode }) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: ['page', page], queryFn: () => load(page), placeholderData: (previous) => previous });
  return (
    <>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next page
      </button>
      <QueryState query={query} pending={pending}>
        {(data) => <p data-testid="answer">{data}</p>}
      </QueryState>
    </>
  );
}

function deferred() {
  const answers: Record<number, (value: string) => void> = {};
  const load = vi.fn((page: number) => new Promise<string>((resolve) => (answers[page] = resolve)));
  const answer = async (page: number, value: string) => {
    await vi.waitFor(() => expect(answers[page]).toBeTypeOf('function'));
    await act(async () => answers[page]?.(value));
  };
  return { load, answer };
}

beforeEach(() => {
  activateSourceLanguage();
  onlineManager.setOnline(true);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('QueryState', () => {
  it('says "Loading…" politely on the first load, then shows the answer, not busy', async () => {
    const { load, answer } = deferred();
    wrap(<Pages load={load} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await answer(1, 'Page one');
    expect((await screen.findByTestId('answer')).textContent).toBe('Page one');
    expect(screen.getByTestId('answer').parentElement?.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the last answer on screen, marked busy, while the next one loads', async () => {
    const { load, answer } = deferred();
    wrap(<Pages load={load} />);
    await answer(1, 'Page one');
    await screen.findByTestId('answer');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const shown = await screen.findByTestId('answer');
    expect(shown.textContent).toBe('Page one');
    expect(shown.parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Loading…')).toBeNull();
    await answer(2, 'Page two');
    await vi.waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('Page two'));
    expect(screen.getByTestId('answer').parentElement?.getAttribute('aria-busy')).toBe('false');
  });

  it('shows the §8 message of a failure, and Try again loads it again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError(500, 'boom')).mockResolvedValue('Iracema');
    wrap(<Pages load={load} />);
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
    expect(screen.queryByTestId('answer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('answer')).textContent).toBe('Iracema');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline, the first load says it was not saved, and a failure says trying again waits for the connection', async () => {
    const load = vi.fn().mockRejectedValue(new ApiError(0, 'Failed to fetch'));
    wrap(<Pages load={load} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not communicate with the server.');
    // The online store subscribes in a passive effect, which a loaded machine may run a tick after the alert.
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText('You are offline: try again once the connection returns.')).toBeTruthy();
    cleanup();
    wrap(<Pages load={() => new Promise<string>(() => undefined)} />);
    expect(screen.getByRole('status').textContent).toMatch(/^You are offline and this was not saved on this device/);
  });

  it('says what the screen chose while the first answer loads', async () => {
    const { load, answer } = deferred();
    wrap(<Pages load={load} pending={<p role="status">Checking the queue…</p>} />);
    expect(screen.getByRole('status').textContent).toBe('Checking the queue…');
    await answer(1, 'Number 2 in the queue');
    expect((await screen.findByTestId('answer')).textContent).toBe('Number 2 in the queue');
  });
});
