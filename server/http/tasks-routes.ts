import type { Router } from '../context';

// Not built yet: filled in by the work on this spec area.
export const tasksRouter: Router = () => {};
