import type { Router } from '../context';

// Not built yet: the live CDN route.
export const liveCdnRouter: Router = () => {};
