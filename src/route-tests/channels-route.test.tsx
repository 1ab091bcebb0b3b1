import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeService, renderRoute } from './harness';

interface Ch {
  id: string;
  name: string;
  isPublic: boolean;
  deviceIds: string[];
}

function channelsService(initial: Ch[], overrides: { create?: (name: string) => { status: number; body?: unknown } | undefined } = {}) {
  const channels = [...initial];
  return fakeService((method, path, body) => {
    if (method === 'GET' && path === '/v1/channels')
      return { status: 200, body: channels.map((c) => ({ ...c, createdAt: 1, updatedAt: 1, extra: 'ignored' })) };
    if (method === 'GET' && path === '/v1/devices') return { status: 200, body: [{ id: 'd1', name: 'Gate cam', type: 'camera' }] };
    if (method === 'POST' && path === '/v1/channels') {
      const name = (body as { name: string }).name;
      const forced = overrides.create?.(name);
      if (forced) return forced;
      const ch = { id: `c${channels.length + 1}`, name, isPublic: false, deviceIds: [] };
      channels.push(ch);
      return { status: 201, body: ch };
    }
    const m = path.match(/^\/v1\/channels\/([^/]+)$/);
    if (method === 'PATCH' && m) {
      const patch = body as { name?: string };
      if (patch.name === 'Refused')
        return { status: 400, body: { error: { code: 'BAD_REQUEST', message: 'name is not allowed', field: 'name' } } };
      const ch = channels.find((c) => c.id === m[1]);
      if (!ch) return { status: 404 };
      Object.assign(ch, patch);
      return { status: 200, body: ch };
    }
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('channels route', () => {
  it('sends you to sign-in without a session, which lists the demo users', async () => {
    fakeService((method, path) =>
      path === '/dev/users'
        ? { status: 200, body: [{ username: 'amara', displayName: 'Amara Okafor', teamId: 'team-inspection', role: 'admin' }] }
        : undefined,
    );
    const { router } = renderRoute('/channels', { session: null });
    expect(await screen.findByRole('heading', { name: 'Sign in to Fleet Ops' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(await screen.findByRole('button', { name: /Amara Okafor/ })).toBeInTheDocument();
  });

  it('lists channels with device count and sharing, names as text', async () => {
    channelsService([
      { id: 'c1', name: '<b>bold</b>', isPublic: true, deviceIds: ['d1', 'd2'] },
      { id: 'c2', name: 'Roof', isPublic: false, deviceIds: [] },
    ]);
    renderRoute('/channels');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('button', { name: '<b>bold</b>' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Public')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Private')).toBeInTheDocument();
  });

  it('flags a duplicate while typing and creates with the PAT', async () => {
    const calls = channelsService([{ id: 'c1', name: 'Roof', isPublic: false, deviceIds: [] }]);
    renderRoute('/channels');
    const user = userEvent.setup();
    await screen.findByRole('table');
    const field = screen.getByLabelText('New channel name');
    await user.type(field, 'Roof');
    expect(screen.getByText('A channel with this name already exists in your team.')).toBeInTheDocument();
    await user.type(field, ' 2');
    expect(screen.queryByText(/already exists/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByRole('button', { name: 'Roof 2' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name: 'Roof 2' });
    expect(post?.headers.authorization).toBe('Bearer pat-1');
  });

  it("shows the service's refusal on the field and keeps the name", async () => {
    channelsService([], {
      create: () => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'A channel named Dup already exists', field: 'name' } } }),
    });
    renderRoute('/channels');
    const user = userEvent.setup();
    await screen.findByText(/No channels yet/);
    await user.type(screen.getByLabelText('New channel name'), 'Dup');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByText('A channel named Dup already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('New channel name')).toHaveValue('Dup');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dup' })).not.toBeInTheDocument());
  });

  it('rolls a refused rename back', async () => {
    channelsService([{ id: 'c1', name: 'Roof', isPublic: false, deviceIds: [] }]);
    renderRoute('/channels?id=c1');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Roof' });
    const field = within(panel).getByLabelText('Channel name');
    await user.clear(field);
    await user.type(field, 'Refused');
    await user.click(within(panel).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('name is not allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roof' })).toBeInTheDocument();
  });

  it('shows not connected when the session has no PAT', async () => {
    fakeService(() => undefined);
    renderRoute('/channels', { session: { credentials: { apiKey: 'k' }, teamId: 't' } });
    expect(await screen.findByRole('heading', { name: /Not connected: Streams and channels/ })).toBeInTheDocument();
  });
});
