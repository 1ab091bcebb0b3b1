import type { Router } from '../context';

// Not built yet: the flights CDN route.
export const flightsCdnRouter: Router = () => {};
