import type { Caller } from '../identity/tokens';
import type { TrashKind } from '../../../src/lib/contract/trash';

/** A trash event for the audit log: who deleted, restored or destroyed which deletion. */
export interface TrashEvent {
  action: 'delete' | 'restore' | 'deleteForever';
  caller: Caller;
  entryId: string;
  kind: TrashKind;
  name: string;
  count: number;
}

type Recorder = (event: TrashEvent) => void;
let recorder: Recorder = () => {};

/**
 * The one call site through which the trash reports to the audit log (issue 34's audit is built
 * beside this work): the service's start-up hands its recorder to `setTrashRecorder`. Until then
 * events go nowhere. A recorder that throws never fails the deletion it reports.
 */
export function recordTrashEvent(event: TrashEvent): void {
  try {
    recorder(event);
  } catch {
    /* the audit must not undo a deletion the user already has */
  }
}

export function setTrashRecorder(r: Recorder): void {
  recorder = r;
}
