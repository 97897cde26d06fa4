// The fixed parts of the platform's OpenAPI documents (info, servers, security schemes, tags); the
// operations come from the routes (server/plugins/openapi.ts).
import { readFileSync } from 'node:fs';
import { SPEC_CALLS_PREAMBLE } from './spec-notes';
import { BEARER_SCHEME } from './user-api-operation';

export const OPENAPI_VERSION = '3.1.0';
export const USER_API_DOCUMENT_PATH = '/user-api/openapi.json';
export const USER_API_REFERENCE_PREFIX = '/user-api/docs';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** The areas of the player API (server/modules/<area>), in the order the document lists them. */
const USER_API_TAGS: readonly { name: string; description: string }[] = [
  { name: 'site', description: 'Site information the web app starts with (no token)' },
  { name: 'captcha', description: 'The login captcha, when the site asks for one' },
  { name: 'accounts', description: 'Sign-up, login (password, SMS code, Facebook, second factor), the profile, passwords, bank cards, sessions and authenticator 2FA' },
  { name: 'wallet', description: 'Balances, wallet flags and the bill list, read from the ledger' },
  { name: 'games', description: 'The catalogue (public, the same for everyone), the player\'s marks and lists, comments' },
  { name: 'play', description: 'Moving money into a game maker and back, the open session, round records and their proofs' },
  { name: 'promotions', description: 'Activities and game promotions: lists, joining, records and their settle, close and unlock' },
  { name: 'realityCheck', description: "The reality check's interval and reading" },
  { name: 'payments', description: 'Deposits: ways to pay, channels, orders and their status, manual deposits' },
  { name: 'uploads', description: 'Pictures (receipts, feedback): stored re-encoded, read by their owner only' },
  { name: 'withdrawals', description: 'Withdrawal amounts, the request in review, withdrawing' },
  { name: 'safety', description: 'Safer play: deposit limits, time-outs and self-exclusion' },
  { name: 'messages', description: "The player's messages and the site's notices" },
  { name: 'contact', description: 'Feedback and the customer-service channels' },
  { name: 'levels', description: 'Member levels and the player\'s progress' },
  { name: 'bonuses', description: 'System bonuses and rebates, claimed under an Idempotency-Key' },
  { name: 'banks', description: 'The banks offered at sign-up and for cards' },
  {
    name: 'dev',
    description:
      'Development and test only (NODE_ENV development or test, with the outbox SMS provider): one-time secrets, so sign-up works without a phone. ' +
      'A production server has no such paths (404).',
  },
  { name: 'health', description: 'For load balancers and operators (outside /user-api)' },
  { name: 'openapi', description: 'This document' },
];

export function userApiDocumentBase() {
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Lucky Star player API',
      version,
      description: [
        SPEC_CALLS_PREAMBLE,
        'Every reply of /user-api is HTTP 200 with `{ code, msg, data }` (plus `token` where a call logs in): body code 200 is success, ' +
          'another body code a refusal whose msg is shown to the player. HTTP 403 is kept for a blocked address (SPEC.md §8), 429 for a rate limit.',
        'Money amounts travel as JSON numbers in major units with at most two decimals. Every call that moves money takes an `Idempotency-Key` header.',
        `In development the server also serves this document as a reference page at ${USER_API_REFERENCE_PREFIX}.`,
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: "The site itself: the page's own host" }],
    components: {
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http' as const,
          scheme: 'bearer',
          description: "The token a login or sign-up answers: opaque, stored hashed, revoked at logout, checked in the database on every call",
        },
      },
    },
    tags: [...USER_API_TAGS],
  };
}

export function paymentGatewayDocumentBase() {
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Lucky Star payment gateway protocol',
      version,
      description:
        "How a payment gateway meets the platform: an order's payUrl sends the payer to the gateway, and the gateway's server notifies the platform " +
        "of the outcome at /pay-notify/{gateway}. The sandbox gateway ships with the platform and serves its checkout pages from the same server; " +
        'its secret is PAY_SANDBOX_SECRET (README, Configuration). Replies here are plain text or HTML, not the /user-api envelope.',
    },
    servers: [{ url: '/', description: 'The platform' }],
    tags: [
      { name: 'notification', description: "A gateway's server to the platform" },
      { name: 'sandbox checkout', description: "The sandbox gateway's pages, in the payer's browser" },
    ],
  };
}

/** The seamless-wallet callbacks: called by a game maker's server, never by a player or the web app. */
export function makerWalletDocumentBase() {
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Lucky Star seamless-wallet callbacks (maker-facing)',
      version,
      description:
        "How a seamless-wallet game maker's server moves a player's money: it holds none, and calls the platform's wallet for every bet (debit), " +
        'settlement (credit) and undone bet (rollback) at /maker-api/{makerCode}/wallet/... (docs/seamless-wallet.md). Not part of the player API: ' +
        'no player token, no /user-api envelope. Every call is signed (x-maker-timestamp, x-maker-signature: hex HMAC-SHA256 with SEAMLESS_MAKER_SECRET ' +
        'over the timestamp, method, path with query and raw body, one per line) and every money call is idempotent by its transactionId. ' +
        'Amounts are strings of integer minor units.',
    },
    servers: [{ url: '/', description: 'The platform, as the maker\'s server reaches it' }],
    components: {
      securitySchemes: {
        makerSignature: {
          type: 'apiKey' as const,
          in: 'header' as const,
          name: 'x-maker-signature',
          description: 'Hex HMAC-SHA256 with the maker\'s secret over x-maker-timestamp (ms since epoch, within 60 s), method, path with query and raw body, joined by newlines',
        },
      },
    },
    security: [{ makerSignature: [] }],
    tags: [{ name: 'wallet callbacks', description: "A seamless-wallet maker's server to the platform's wallet" }],
    'x-audience': 'maker',
  };
}
