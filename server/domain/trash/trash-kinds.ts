import type { TrashKind } from '../../../src/lib/contract/trash';
import type { VaultTable } from './row-vault';

const flightLogs: VaultTable = { table: 'flight_logs', key: 'id', files: [{ area: 'flights', column: 'storage_path' }] };
const mediaItems: VaultTable = {
  table: 'media_items',
  key: 'id',
  files: [
    { area: 'media', column: 'storage_path' },
    { area: 'media', column: 'thumbnail_path' },
  ],
};
const missions: VaultTable = { table: 'missions', key: 'id' };
const jobs: VaultTable = { table: 'jobs', key: 'id' };
const jobUsers: VaultTable = { table: 'job_users', key: "job_id || ':' || user_id" };
const tasks: VaultTable = { table: 'tasks', key: 'id' };

/**
 * The tables each kind of deletion keeps, in restore order: a parent before what refers to it
 * (jobs before their users and tasks, whose foreign keys need it). Rows are kept in the reverse
 * order, children first, so ON DELETE CASCADE never destroys a row the trash has not kept.
 */
export const KIND_TABLES: Record<TrashKind, readonly VaultTable[]> = {
  flightLog: [flightLogs],
  media: [mediaItems],
  mission: [missions],
  job: [jobs, jobUsers, tasks],
  task: [tasks],
};
