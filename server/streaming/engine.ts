import type { ServiceContext } from '../context';

/** Owns every ffmpeg process of the service. Not built yet beyond its lifecycle. */
export interface StreamEngine {
  /** Stops every process; called on shutdown so no ffmpeg is orphaned. */
  shutdown(): Promise<void>;
  /** Starts what runs with the service (the simulated cameras), after seeding. */
  start?(): Promise<void>;
}

export function createStreamEngine(_ctx: Omit<ServiceContext, 'streams'>): StreamEngine {
  return { shutdown: async () => {} };
}
