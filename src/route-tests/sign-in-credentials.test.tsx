import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/api/session';
import { fakeService, renderRoute } from './harness';

afterEach(() => vi.unstubAllGlobals());

it('one pasted identity JWT opens flights, missions, jobs, tasks and the media drive, and the missions client sends it in the identity header', async () => {
  const calls = fakeService((method, path) => (method === 'GET' && path.startsWith('/v1/mission') ? { status: 200, body: [] } : undefined));
  const { router } = renderRoute('/sign-in?mode=own', { session: null });
  const user = userEvent.setup();

  const field = await screen.findByLabelText('Identity token — Flights and missions, Jobs and tasks, Media drive');
  expect(screen.queryByLabelText(/^Auth token/)).toBeNull();
  expect(screen.getByText('Paste it once: it opens Flights and missions, Jobs and tasks, Media drive.')).toBeInTheDocument();
  await user.type(field, 'identity-jwt');
  expect(screen.getByText('Opened: Flights and missions, Jobs and tasks, Media drive.')).toBeInTheDocument();
  expect(
    screen.getByText(/^Connected: Flights and missions, Jobs and tasks, Media drive\. Not connected: Streams and channels, Analytics\./),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(getSession()?.credentials).toEqual({ identityToken: 'identity-jwt' }));

  await act(() => router.navigate({ to: '/missions' }));
  await waitFor(() => expect(calls.some((c) => c.path.startsWith('/v1/mission'))).toBe(true));
  for (const call of calls.filter((c) => c.path.startsWith('/v1/mission'))) {
    expect(call.headers['x-service-identity-security-token']).toBe('identity-jwt');
    expect(call.headers.authorization).toBeUndefined();
  }
});
