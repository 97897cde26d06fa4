// The OpenAPI documents `npm run openapi` writes under docs/, as text: the same for the same
// routes (route order is registration order, which is fixed; no dates, ports or secrets), so a
// test can compare a fresh one with the written file.
import type { FastifyInstance } from 'fastify';

export const DOCUMENT_FILES = {
  userApi: 'docs/openapi.json',
  paymentGateway: 'docs/openapi-payment-gateway.json',
  demoMaker: 'docs/openapi-demo-maker.json',
  makerWallet: 'docs/openapi-maker-wallet.json',
} as const;

export type DocumentName = keyof typeof DOCUMENT_FILES;

export function documentText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Each document's text, from the platform's app and a demo maker's app (both ready). */
export function writtenDocuments(platform: FastifyInstance, demoMaker: FastifyInstance): Record<DocumentName, string> {
  return {
    userApi: documentText(platform.swagger()),
    paymentGateway: documentText(platform.paymentGatewaySwagger()),
    demoMaker: documentText(demoMaker.swagger()),
    makerWallet: documentText(platform.makerWalletSwagger()),
  };
}
