import type { Router } from '../context';

// Not built yet: the media CDN route.
export const mediaCdnRouter: Router = () => {};
