import type { TrashEntry } from '@/lib/resources/trash';

const KIND: Record<TrashEntry['kind'], string> = {
  flightLog: 'Flight logs',
  media: 'Media',
  mission: 'Mission',
  job: 'Job',
  task: 'Task',
};

export const kindLabel = (kind: TrashEntry['kind']): string => KIND[kind];

const n = (v: number, one: string, many: string) => `${v.toLocaleString('en-US')} ${v === 1 ? one : many}`;

/** What the deletion holds, in words: "410 files, 3 folders", "200 logs", "the job and 4 tasks". */
export function contentsLabel(e: Pick<TrashEntry, 'kind' | 'itemCount' | 'folderCount'>): string {
  switch (e.kind) {
    case 'media':
      return [e.itemCount ? n(e.itemCount, 'file', 'files') : '', e.folderCount ? n(e.folderCount, 'folder', 'folders') : '']
        .filter(Boolean)
        .join(', ');
    case 'flightLog':
      return n(e.itemCount, 'log', 'logs');
    case 'job':
      return e.itemCount > 1 ? `the job and ${n(e.itemCount - 1, 'task', 'tasks')}` : 'the job';
    default:
      return n(e.itemCount, 'item', 'items');
  }
}
