import type { ServiceContext } from '../context';

// Not built yet: filled in by the work on this spec area.
export async function seedMedia(_ctx: Omit<ServiceContext, 'streams'>): Promise<void> {}
