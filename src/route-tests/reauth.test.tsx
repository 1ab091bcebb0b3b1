import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/api/session';
import { fakeService, renderRoute } from './harness';

afterEach(() => vi.unstubAllGlobals());

it('a 401 opens the re-sign-in dialog over the screen, keeps the typed name and retries the create', async () => {
  const stored: unknown[] = [];
  const calls = fakeService((method, path, body) => {
    if (path === '/v1/channels' && method === 'GET') return { status: 200, body: stored };
    if (path === '/dev/users')
      return { status: 200, body: [{ username: 'amara', displayName: 'Amara Okafor', teamId: 'team-inspection', role: 'admin' }] };
    if (path === '/dev/login')
      return {
        status: 200,
        body: { userId: 'u-amara', teamId: 'team-inspection', displayName: 'Amara Okafor', credentials: { pat: 'pat-2' } },
      };
    if (path === '/v1/channels' && method === 'POST') {
      const auth = calls.at(-1)?.headers.authorization;
      if (auth !== 'Bearer pat-2') return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'expired' } } };
      const channel = { id: 'c9', name: (body as { name: string }).name, isPublic: false, deviceIds: [] };
      stored.push(channel);
      return { status: 201, body: channel };
    }
    return undefined;
  });
  renderRoute('/channels');
  const user = userEvent.setup();
  await screen.findByText(/No channels yet/);
  await user.type(screen.getByLabelText('New channel name'), 'Typed before expiry');
  await user.click(screen.getByRole('button', { name: 'Create channel' }));

  const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
  expect(screen.getByLabelText('New channel name', { selector: 'input:not(dialog input)' })).toHaveValue('Typed before expiry');
  await user.click(await within(dialog).findByRole('button', { name: /Amara Okafor/ }));

  expect(await screen.findByRole('button', { name: 'Typed before expiry' })).toBeInTheDocument();
  expect(getSession()?.credentials.pat).toBe('pat-2');
  const posts = calls.filter((c) => c.method === 'POST' && c.path === '/v1/channels');
  expect(posts.map((p) => p.headers.authorization)).toEqual(['Bearer pat-1', 'Bearer pat-2']);
});

it('with pasted credentials, the dialog opens on them: replacing the expired one keeps the others', async () => {
  const pasted = { displayName: 'Field Ops', credentials: { pat: 'pat-old', authToken: 'auth-1', apiKey: 'key-1' } };
  const calls = fakeService((method, path) => {
    if (path !== '/v1/channels' || method !== 'GET') return undefined;
    const auth = calls.at(-1)?.headers.authorization;
    if (auth !== 'Bearer pat-new') return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'expired' } } };
    return { status: 200, body: [] };
  });
  renderRoute('/channels', { session: pasted });
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
  const pat = within(dialog).getByLabelText(/^Personal access token/);
  expect(pat).toHaveValue('pat-old');
  expect(within(dialog).getByLabelText(/^API key/)).toHaveValue('key-1');
  await user.clear(pat);
  await user.type(pat, 'pat-new');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText(/No channels yet/)).toBeInTheDocument();
  expect(getSession()?.credentials).toMatchObject({ pat: 'pat-new', authToken: 'auth-1', apiKey: 'key-1' });
  expect(getSession()?.displayName).toBe('Field Ops');
});
