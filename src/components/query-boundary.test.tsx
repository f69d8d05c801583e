// @vitest-environment happy-dom
// The shared data pattern: a section's "Loading…", its §8 message with Try again, and a
// page's loader failure shown by the router's error component, tried again.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, onlineManager, useSuspenseQuery } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../tests/support/lingui-macro';
import { ApiError } from '../api/errors';
import { QueryBoundary } from './query-boundary';
import { RouteError } from './route-error';

vi.mock('@lingui/react/macro', () => import('../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../tests/support/lingui-macro'));

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function wrap(queryClient: QueryClient, children: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>,
  );
}

function Answer({ load }: { load: () => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['answer'], queryFn: load });
  return <p>{data}</p>;
}

beforeEach(() => {
  activateSourceLanguage();
  onlineManager.setOnline(true);
});

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('QueryBoundary', () => {
  it('says "Loading…" politely while the section’s data loads, then shows it', async () => {
    let answer!: (value: string) => void;
    wrap(client(), (
      <QueryBoundary>
        <Answer load={() => new Promise((resolve) => (answer = resolve))} />
      </QueryBoundary>
    ));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await act(async () => answer('Dom Casmurro'));
    expect(await screen.findByText('Dom Casmurro')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the §8 message of a failure and loads again on Try again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError(500, 'boom')).mockResolvedValue('Iracema');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    wrap(client(), (
      <QueryBoundary>
        <Answer load={load} />
      </QueryBoundary>
    ));
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Iracema')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline, says that trying again waits for the connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    wrap(client(), (
      <QueryBoundary>
        <Answer load={() => Promise.reject(new ApiError(0, 'Failed to fetch'))} />
      </QueryBoundary>
    ));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not communicate with the server.');
    expect(screen.queryByText(/You are offline/)).toBeNull();
    // The store's subscription is a passive effect: on a loaded machine it may land a tick
    // after the alert shows, so wait for the line as a reader would see it appear.
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText('You are offline: try again once the connection returns.')).toBeTruthy();
  });
});

describe('RouteError (the router’s error component)', () => {
  it('shows a failed loader’s §8 message, and Try again runs the loader again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = vi.fn().mockRejectedValueOnce(new ApiError(503, 'unavailable')).mockResolvedValue('ok');
    const root = createRootRoute();
    const page = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader,
      component: () => <h1>Loans</h1>,
    });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: RouteError,
    });
    wrap(client(), <RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loans' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
