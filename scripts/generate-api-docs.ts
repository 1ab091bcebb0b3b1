/**
 * Writes docs/api/openapi.json from the live route table of the service.
 * Run after adding or changing a route: `npm run docs:api`. A contract test fails
 * when the committed document and the routes disagree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildService } from '../server/app';
import { readConfig } from '../server/config';
import { buildOpenApi } from '../server/http/openapi';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-docs-'));
const service = await buildService({ ...readConfig({ DATA_DIR: dataDir, CAMERAS: 'off', SEED: 'off' }, []), devIdentity: true });
const doc = buildOpenApi(service.routes);
await service.close();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync('docs/api', { recursive: true });
fs.writeFileSync('docs/api/openapi.json', `${JSON.stringify(doc, null, 2)}\n`);
console.log(`docs/api/openapi.json: ${Object.keys(doc.paths as object).length} paths`);
