import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as Tasks from './tasks';
import { taskKeys, type TaskPage, type TaskRecord } from './tasks';
import { useMoveTaskStatus } from './tasks-move';

const patch = vi.hoisted(() => vi.fn());
vi.mock('./tasks', async (actual) => ({ ...(await actual<typeof Tasks>()), patchTask: patch }));

const task: TaskRecord = { id: 't1', jobId: 'j1', type: 'FLIGHT_REQUEST', title: 'Fence A', status: 'DRAFT' };
const other: TaskRecord = { ...task, id: 't2', title: 'Fence B' };

/** The cache as it is after the overview and a board: an array of every task, and pages. */
function cacheWithBothShapes() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const boardKey = taskKeys.list({ kind: 'job', jobId: 'j1' }, { limit: 1000 });
  const allKey = [...taskKeys.list({ kind: 'team' }), 'all'];
  qc.setQueryData<InfiniteData<TaskPage>>(boardKey, { pages: [{ items: [task, other] }], pageParams: [null] });
  qc.setQueryData<TaskRecord[]>(allKey, [task, other]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  return { qc, boardKey, allKey, wrapper };
}

const statusIn = (qc: QueryClient, boardKey: readonly unknown[], allKey: readonly unknown[]) => ({
  board: qc.getQueryData<InfiniteData<TaskPage>>(boardKey)!.pages[0]!.items.map((t) => t.status),
  all: qc.getQueryData<TaskRecord[]>(allKey)!.map((t) => t.status),
});

describe('useMoveTaskStatus', () => {
  it('moves a task in every cached list, pages and the overview’s array alike, then sends the change', async () => {
    const { qc, boardKey, allKey, wrapper } = cacheWithBothShapes();
    let answer!: (t: TaskRecord) => void;
    patch.mockReturnValueOnce(new Promise<TaskRecord>((r) => (answer = r)));
    const onError = vi.fn();
    const { result } = renderHook(() => useMoveTaskStatus({ onError }), { wrapper });
    act(() => result.current.mutate({ task, status: 'PUBLISHED' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('t1', { status: ['PUBLISHED'] }));
    expect(statusIn(qc, boardKey, allKey)).toEqual({ board: ['PUBLISHED', 'DRAFT'], all: ['PUBLISHED', 'DRAFT'] });
    answer({ ...task, status: 'PUBLISHED' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onError).not.toHaveBeenCalled();
  });

  it('puts every list back when the service refuses', async () => {
    const { qc, boardKey, allKey, wrapper } = cacheWithBothShapes();
    patch.mockRejectedValueOnce(new Error('refused'));
    const onError = vi.fn();
    const { result } = renderHook(() => useMoveTaskStatus({ onError }), { wrapper });
    act(() => result.current.mutate({ task, status: 'PUBLISHED' }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(statusIn(qc, boardKey, allKey)).toEqual({ board: ['DRAFT', 'DRAFT'], all: ['DRAFT', 'DRAFT'] });
  });
});
