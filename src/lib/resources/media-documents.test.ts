import { readFileSync } from 'node:fs';
import { buildSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GetDocument, ListDocument } from './media';
import { MapListDocument } from './media-map';
import { CreateFolderDocument, DeleteDocument, MoveDocument, RenameDocument } from './media-mutations';
import { StorageUsageDocument } from './media-storage';

// The service's published SDL (regenerated from the server's schema and checked by a contract test).
const schema = buildSchema(readFileSync(new URL('../../../docs/api/schema.graphql', import.meta.url), 'utf8'));

describe('media drive documents', () => {
  it.each([
    ['get', GetDocument],
    ['list', ListDocument],
    ['list (map fields)', MapListDocument],
    ['move', MoveDocument],
    ['rename', RenameDocument],
    ['delete', DeleteDocument],
    ['createFolder', CreateFolderDocument],
    ['storageUsage', StorageUsageDocument],
  ])('%s validates against the service schema', (_name, document) => {
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
  });
});
