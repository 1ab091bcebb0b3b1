import fs from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MEDIA_SDL } from './media-schema-sdl';
import { SDL_DOC_PATH, sdlDocument } from './write-sdl';

describe('media drive SDL', () => {
  it('is a valid schema with the spec operations and their argument shapes', () => {
    const schema = buildSchema(MEDIA_SDL);
    const q = schema.getQueryType()?.getFields() ?? {};
    const m = schema.getMutationType()?.getFields() ?? {};
    expect(q.get?.args.map((a) => a.name)).toEqual(['item']);
    expect(q.list?.args.map((a) => a.name)).toEqual([
      'location',
      'parentId',
      'deviceId',
      'name',
      'tags',
      'type',
      'dateFrom',
      'dateTo',
      'sort',
      'limit',
      'nextToken',
    ]);
    expect(m.move?.args.map((a) => a.name)).toEqual(['moveItems', 'to']);
    expect(m.rename?.args.map((a) => a.name)).toEqual(['item', 'newName']);
    expect(m.delete?.args.map((a) => a.name)).toEqual(['deleteItems']);
  });

  it('offers s3Path on media items as a deprecated alias of storagePath', () => {
    const item = buildSchema(MEDIA_SDL).getType('MediaItem') as GraphQLObjectType;
    const s3Path = item.getFields().s3Path;
    expect(String(s3Path?.type)).toBe(String(item.getFields().storagePath?.type));
    expect(s3Path?.deprecationReason).toBe('Use storagePath');
  });

  it('is published unchanged at docs/api/schema.graphql (npx tsx server/http/graphql/write-sdl.ts)', () => {
    expect(fs.readFileSync(SDL_DOC_PATH, 'utf8')).toBe(sdlDocument());
  });
});
