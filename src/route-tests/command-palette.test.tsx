import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeService, renderRoute } from './harness';

afterEach(() => vi.unstubAllGlobals());

it('Ctrl+K opens the palette; typing and Enter jump to a channel', async () => {
  fakeService((method, path) =>
    method === 'GET' && path === '/v1/channels'
      ? { status: 200, body: [{ id: 'c7', name: 'Roof cams', isPublic: false, deviceIds: [] }] }
      : path === '/v1/devices'
        ? { status: 200, body: [] }
        : undefined,
  );
  const { router } = renderRoute('/jobs');
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Jobs', level: 1 });
  await user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('combobox', { name: 'Search modules and channels' });
  await user.type(input, 'roof');
  expect(await screen.findByRole('option', { name: /^Roof cams\s*Channel$/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/channels'));
  expect(router.state.location.search).toEqual({ id: 'c7' });
  expect(await screen.findByRole('region', { name: 'Roof cams' })).toBeInTheDocument();
});

it('offers what needs no request at once, while a slow list has not answered', async () => {
  fakeService((method, path) => (path === '/v1/devices' ? { status: 200, body: [] } : undefined));
  const answer = vi.mocked(fetch);
  // The channels list never answers (a slow or hanging service).
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) =>
      new URL(input).pathname === '/v1/channels' ? new Promise<Response>(() => undefined) : answer(input, init),
    ),
  );
  renderRoute('/jobs');
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Jobs', level: 1 });
  await user.keyboard('{Control>}k{/Control}');
  await user.type(await screen.findByRole('combobox', { name: 'Search modules and channels' }), 'new mission');
  expect(await screen.findByRole('option', { name: /New mission/ })).toHaveAttribute('aria-selected', 'true');
});
