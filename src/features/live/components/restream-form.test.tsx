import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StateBadge } from '@/lib/video/state-badge';
import { RestreamForm } from './restream-form';

const devices = [{ id: 'd1', name: 'Gate cam', streamKey: 'k' }];

function renderForm(direction: 'from' | 'to') {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <RestreamForm direction={direction} devices={devices} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('RestreamForm', () => {
  it('names the field and sends nothing when the source URL has the wrong scheme', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm('from');
    await userEvent.type(screen.getByLabelText('Source URL'), 'https://example.test/live');
    await userEvent.click(screen.getByRole('button', { name: 'Start pulling' }));
    expect(screen.getByText('The source must be an rtmp://, rtmps:// or rtsp:// URL.')).toBeInTheDocument();
    expect(screen.getByLabelText('Source URL')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses rtsp as a relay destination', async () => {
    renderForm('to');
    await userEvent.type(screen.getByLabelText('Destination URL'), 'rtsp://cam/1');
    await userEvent.click(screen.getByRole('button', { name: 'Start relay' }));
    expect(screen.getByText('The destination must be an rtmp:// or rtmps:// URL.')).toBeInTheDocument();
  });
});

describe('StateBadge', () => {
  it('says LIVE only for a moving picture, with a word for every other state', () => {
    const { rerender } = render(<StateBadge state="playing" />);
    expect(screen.getByRole('status')).toHaveTextContent('LIVE');
    rerender(<StateBadge state="stalled" />);
    expect(screen.getByRole('status')).toHaveTextContent('STALE');
    rerender(<StateBadge state="reconnecting" />);
    expect(screen.getByRole('status')).toHaveTextContent('RECONNECTING');
    rerender(<StateBadge state="ended" />);
    expect(screen.getByRole('status')).toHaveTextContent('ENDED');
  });
});
