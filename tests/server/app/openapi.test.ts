// The OpenAPI documents (issue 22): each file `npm run openapi` wrote under docs/ is what the
// routes make now (else it is stale), each is structurally valid OpenAPI 3.1, and every route the
// platform and the demo maker register is in its document — walked as they register, so a route
// added without a document, or left out of one, fails here. /user-api/openapi.json serves the
// written document; the reference page is served in development only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoMaker, type DemoMaker } from '../../../server/makers/demo/demo-maker';
import { PLATFORM_PREFIX } from '../../../server/makers/demo/demo-maker-openapi';
import { checkOpenApiDocument } from '../../../server/openapi/document-check';
import { isPaymentGatewayRoute } from '../../../server/openapi/payment-gateway-operation';
import { SPEC_NOTES } from '../../../server/openapi/spec-notes';
import { callName, specPath } from '../../../server/openapi/user-api-operation';
import { DOCUMENT_FILES, writtenDocuments, type DocumentName } from '../../../server/openapi/written-documents';
import { isMakerApiRoute, isUserApiRoute } from '../../../server/plugins/openapi';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { newPlayer } from '../payments/payments-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

type Document = { paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[]; security?: unknown[] }>> };

interface Registered {
  method: string;
  url: string;
}

const collect = (into: Registered[]) => (route: RouteOptions) => {
  for (const method of [route.method].flat()) if (method !== 'HEAD') into.push({ method, url: route.url });
};

const written = (name: DocumentName): string => readFileSync(DOCUMENT_FILES[name], 'utf8');
const read = (name: DocumentName): Document => JSON.parse(written(name)) as Document;

/** The operation of a registered route in a document, found by its path template. */
function operationOf(document: Document, { method, url }: Registered) {
  return document.paths[url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
}

// The demo maker's own side, outside its platform API's document: the game pages, their files,
// the fairness pages, and the frame API (/api/*) its game pages call on their own origin
// (demo-frame.routes.ts). Anything else a server registers belongs to a document.
const MAKER_PAGES = /^\/(play|api|fair|assets)(\/|$)/;

describe('OpenAPI documents', () => {
  const platformRoutes: Registered[] = [];
  const makerRoutes: Registered[] = [];
  const ctx = useTestApp(TEST_DATABASES[0]!, { onRoute: collect(platformRoutes) });
  let maker: DemoMaker;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'openapi-test-maker-'));
    maker = await startDemoMaker({
      db: ctx().database.db,
      host: '127.0.0.1',
      port: 0,
      secret: 'openapi-test-secret-0123456789',
      platformOrigin: 'http://127.0.0.1:5999',
      webDir,
      onRoute: collect(makerRoutes),
    });
  });

  afterAll(async () => {
    await maker?.close();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  it('are the files npm run openapi wrote: none is stale', () => {
    const fresh = writtenDocuments(ctx().app, maker.app);
    for (const name of Object.keys(DOCUMENT_FILES) as DocumentName[]) {
      expect(fresh[name] === written(name), `${DOCUMENT_FILES[name]} is stale: run npm run openapi`).toBe(true);
    }
  });

  it('are structurally valid OpenAPI 3.1 documents (every $ref resolves)', () => {
    for (const name of Object.keys(DOCUMENT_FILES) as DocumentName[]) {
      expect(checkOpenApiDocument(JSON.parse(written(name))), DOCUMENT_FILES[name]).toEqual([]);
    }
  });

  it('hold every route the platform registers, each in its document', () => {
    const userApi = read('userApi');
    const gateway = read('paymentGateway');
    const makerWallet = read('makerWallet');
    const missing = platformRoutes.filter((route) => {
      if (isUserApiRoute(route.url)) return operationOf(userApi, route) === undefined;
      if (isPaymentGatewayRoute(route.url)) return operationOf(gateway, route) === undefined;
      if (isMakerApiRoute(route.url)) return operationOf(makerWallet, route) === undefined;
      return true;
    });
    expect(platformRoutes.length).toBeGreaterThan(120);
    expect(missing.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it("hold every route of the demo maker's platform API", () => {
    const document = read('demoMaker');
    const api = makerRoutes.filter((route) => route.url.startsWith(PLATFORM_PREFIX));
    expect(api.length).toBe(6);
    expect(api.filter((route) => operationOf(document, route) === undefined)).toEqual([]);
    expect(makerRoutes.filter((route) => !route.url.startsWith(PLATFORM_PREFIX) && !MAKER_PAGES.test(route.url))).toEqual([]);
  });

  it('hold nothing that is not registered', () => {
    const count = (document: Document) => Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    expect(count(read('userApi')) + count(read('paymentGateway')) + count(read('makerWallet'))).toBe(
      platformRoutes.filter((route) => isUserApiRoute(route.url) || isPaymentGatewayRoute(route.url) || isMakerApiRoute(route.url)).length,
    );
    expect(count(read('demoMaker'))).toBe(makerRoutes.filter((route) => route.url.startsWith(PLATFORM_PREFIX)).length);
  });

  it("show SPEC.md §7's note on each call it names, and it names only registered calls", () => {
    const calls = new Set(platformRoutes.map(({ method, url }) => callName(method, url)));
    expect(Object.keys(SPEC_NOTES).filter((call) => !calls.has(call))).toEqual([]);
    const document = read('userApi');
    const login = document.paths['/user-api/login']!.post as unknown as { description: string };
    expect(login.description).toContain(`SPEC.md §7: ${SPEC_NOTES['POST /login']}`);
  });

  it('ask for the token and the Idempotency-Key where the server does', async () => {
    const document = read('userApi');
    const withdraw = document.paths['/user-api/pay/withdraw']!.post!;
    expect(withdraw.security).toEqual([{ bearerToken: [] }]);
    expect(withdraw.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
    const siteInfo = document.paths['/user-api/game/getWebsiteInfo']!.get!;
    expect(siteInfo.security).toEqual([]);
    expect(siteInfo.parameters?.some((parameter) => parameter.name === 'Idempotency-Key')).toBe(false);
    // What the document says, the server does: no token is 401, a token without a key is 400, and
    // the site information answers a guest.
    const call = caller(() => ctx().app);
    const payload = { bankCardId: 1, amount: 100 };
    expect(body(await call({ method: 'POST', url: '/user-api/pay/withdraw', payload })).code).toBe(401);
    const token = await newPlayer(call, ctx().services);
    const unkeyed = body(await call({ method: 'POST', url: '/user-api/pay/withdraw', headers: bearer(token), payload }));
    expect(unkeyed).toMatchObject({ code: 400, data: null });
    expect(body(await call({ method: 'GET', url: '/user-api/game/getWebsiteInfo' })).code).toBe(200);
    expect(specPath('/user-api/pay/:channel/charge')).toBe('/pay/{channel}/charge');
  });

  it('keep the seamless-wallet callbacks out of the player API: they are maker-facing, signed, in a document of their own', () => {
    const makerWallet = read('makerWallet') as Document & { 'x-audience'?: string; security?: unknown[] };
    expect(Object.keys(read('userApi').paths).filter((url) => url.startsWith('/maker-api/'))).toEqual([]);
    expect(Object.keys(makerWallet.paths).sort()).toEqual(['balance', 'credit', 'debit', 'rollback'].map((call) => `/maker-api/{makerCode}/wallet/${call}`));
    expect(makerWallet['x-audience']).toBe('maker');
    expect(makerWallet.security).toEqual([{ makerSignature: [] }]);
  });

  it('is served at /user-api/openapi.json as written', async () => {
    const reply = await ctx().app.inject({ method: 'GET', url: '/user-api/openapi.json?lang=en_US' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json()).toEqual(read('userApi'));
  });

  it('has no reference page outside development', async () => {
    const reply = await ctx().app.inject({ method: 'GET', url: '/user-api/docs/' });
    expect(reply.statusCode).toBe(404);
  });
});

describe('the reference page in development', () => {
  const ctx = useTestApp(TEST_DATABASES[0]!, { services: { nodeEnv: 'development' } });

  it('serves Scalar over the document, its one inline script allowed by a nonce', async () => {
    const page = await ctx().app.inject({ method: 'GET', url: '/user-api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const nonce = /nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(page.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(page.body).toContain('/user-api/openapi.json');
    const script = await ctx().app.inject({ method: 'GET', url: '/user-api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe('the structural check', () => {
  it('finds a $ref that resolves nowhere, an undeclared path parameter and a repeated operation id', () => {
    const problems = checkOpenApiDocument({
      openapi: '3.1.0',
      info: { title: 'broken', version: '1' },
      paths: {
        '/a/{id}': { get: { operationId: 'same', responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Nowhere' } } } } } } },
        '/b': { get: { operationId: 'same', responses: { 200: { description: 'ok' } } } },
      },
    });
    expect(problems).toEqual([
      expect.stringContaining('$ref #/components/schemas/Nowhere does not resolve'),
      'GET /a/{id}: path parameter id is not declared',
      "GET /b: operationId same is also GET /a/{id}'s",
    ]);
  });
});
