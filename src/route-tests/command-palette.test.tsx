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
  expect(await screen.findByRole('option', { name: /Roof cams/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/channels'));
  expect(router.state.location.search).toEqual({ id: 'c7' });
  expect(await screen.findByRole('region', { name: 'Roof cams' })).toBeInTheDocument();
});
