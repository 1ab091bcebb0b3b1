import path from 'node:path';

/**
 * The real third-party sample files live beside the project in `../shared/fixtures/real`
 * (in CI too: the clone has shared/ beside it). REAL_FIXTURES points elsewhere.
 */
export const REAL_FIXTURES = path.resolve(process.env.REAL_FIXTURES ?? '../shared/fixtures/real');
