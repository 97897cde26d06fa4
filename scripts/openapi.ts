// `npm run openapi`: writes the platform's OpenAPI documents under docs/ (server/openapi/
// written-documents.ts names them), generated from the routes a server registers: the app and a
// demo maker are built on an in-memory database, as `npm start` builds them in development, and
// closed again. tests/server/app/openapi.test.ts fails while a written document is stale.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { startDemoMaker } from '../server/makers/demo/demo-maker';
import { checkOpenApiDocument } from '../server/openapi/document-check';
import { DOCUMENT_FILES, writtenDocuments, type DocumentName } from '../server/openapi/written-documents';

const database = await openDatabase({ kind: 'pglite' });
const webDir = mkdtempSync(path.join(os.tmpdir(), 'openapi-maker-web-'));
const maker = await startDemoMaker({ db: database.db, host: '127.0.0.1', port: 0, secret: 'openapi-document-only-secret', platformOrigin: 'http://127.0.0.1:8080', webDir });
const app = await buildApp({ database, services: { nodeEnv: 'development' } });
try {
  const documents = writtenDocuments(app, maker.app);
  for (const [name, text] of Object.entries(documents) as [DocumentName, string][]) {
    const problems = checkOpenApiDocument(JSON.parse(text));
    if (problems.length > 0) throw new Error(`${DOCUMENT_FILES[name]} is not a valid OpenAPI 3.1 document:\n${problems.join('\n')}`);
    writeFileSync(DOCUMENT_FILES[name], text);
    const operations = Object.values(JSON.parse(text).paths as Record<string, object>).reduce((sum, item) => sum + Object.keys(item).length, 0);
    process.stdout.write(`${DOCUMENT_FILES[name]}: ${operations} operations\n`);
  }
} finally {
  await maker.close();
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
}
