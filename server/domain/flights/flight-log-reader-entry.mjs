// Worker threads do not get tsx's loader from the parent; this plain-JS entry loads the TypeScript worker through it.
import { tsImport } from 'tsx/esm/api';

await tsImport('./flight-log-reader-worker.ts', import.meta.url);
