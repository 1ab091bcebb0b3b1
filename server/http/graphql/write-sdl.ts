import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_SDL } from './media-schema-sdl';

/** Where the published copy of the media drive SDL lives. */
export const SDL_DOC_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api/schema.graphql');

export const sdlDocument = (): string =>
  `# Media drive GraphQL schema (reference service). Generated from server/http/graphql/media-schema-sdl.ts:\n# npx tsx server/http/graphql/write-sdl.ts\n${MEDIA_SDL.trimStart()}`;

// Run directly: writes docs/api/schema.graphql.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(path.dirname(SDL_DOC_PATH), { recursive: true });
  fs.writeFileSync(SDL_DOC_PATH, sdlDocument());
  console.log(`wrote ${SDL_DOC_PATH}`);
}
