import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RefreshError } from './refresh-error';

/** A screen that shows its data and the refresh's error above it, as the detail pages do. */
function Screen({ answer }: { answer: () => Promise<string> }) {
  const q = useQuery({ queryKey: ['thing'], queryFn: answer, retry: false });
  return (
    <>
      <RefreshError query={q} what="the thing" />
      <p>{q.data ?? 'nothing yet'}</p>
    </>
  );
}

describe('RefreshError', () => {
  it('shows nothing while the data is fresh, the error above the data when a refresh fails, and goes once a retry answers', async () => {
    const qc = new QueryClient();
    let failing = false;
    const answer = () => (failing ? Promise.reject(new Error('The service did not answer.')) : Promise.resolve('Flight 7'));
    render(
      <QueryClientProvider client={qc}>
        <Screen answer={answer} />
      </QueryClientProvider>,
    );
    await screen.findByText('Flight 7');
    expect(screen.queryByRole('alert')).toBeNull();

    failing = true;
    await act(() => qc.refetchQueries({ queryKey: ['thing'] }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not refresh the thing');
    expect(alert.textContent).toContain('Showing what was last received.');
    expect(screen.getByText('Flight 7')).toBeTruthy();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('Flight 7')).toBeTruthy();
  });

  it('shows nothing when the first load failed (the screen shows its own error then)', async () => {
    const qc = new QueryClient();
    render(
      <QueryClientProvider client={qc}>
        <Screen answer={() => Promise.reject(new Error('down'))} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(qc.getQueryState(['thing'])?.status).toBe('error'));
    expect(screen.getByText('nothing yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
