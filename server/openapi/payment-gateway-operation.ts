// The payment gateways' side of the platform as OpenAPI operations: POST /pay-notify/{gateway},
// where a gateway's server tells the platform a payment's outcome, and the sandbox gateway's own
// checkout pages (sandbox-checkout.routes.ts). Those routes read their input by hand (each gateway
// signs its own notification; the checkout link's terms are checked against their signature), so
// validation stays theirs and their input is described here, from the sandbox's schema.
import { SANDBOX_CHECKOUT_PREFIX, SandboxNotificationSchema } from '../modules/payments/payment.module';
import { operationIdOf, type JsonSchema } from './user-api-operation';

export const PAY_NOTIFY_PREFIX = '/pay-notify/';

/** Whether a route belongs to the payment gateway document. */
export function isPaymentGatewayRoute(url: string): boolean {
  return url.startsWith(PAY_NOTIFY_PREFIX) || url.startsWith(`${SANDBOX_CHECKOUT_PREFIX}/`);
}

const text = (description: string): JsonSchema => ({ description, content: { 'text/plain': { schema: { type: 'string' } } } });
const page = (description: string): JsonSchema => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

const TERMS = ['amount', 'currency', 'merchant', 'bank', 'endTime', 'returnUrl', 'sig'] as const;
const TERM_TEXT: Record<(typeof TERMS)[number], string> = {
  amount: 'What the payer pays, major units with two decimals',
  currency: 'The site currency code',
  merchant: 'Who is paid, as the payer sees it',
  bank: "The payer's bank, for channels that ask for one ('' otherwise)",
  endTime: 'Epoch milliseconds after which the order can no longer be paid',
  returnUrl: 'A path on the site the payer returns to',
  sig: 'Hex HMAC-SHA256 with PAY_SANDBOX_SECRET over the lines "checkout", orderNo and the terms above in this order',
};
const TermsSchema: JsonSchema = {
  type: 'object',
  required: [...TERMS],
  properties: Object.fromEntries(TERMS.map((term) => [term, { type: 'string', description: TERM_TEXT[term] }])),
};

const OPERATIONS: Readonly<Record<string, (schema: JsonSchema) => JsonSchema>> = {
  [`POST ${PAY_NOTIFY_PREFIX}:gateway`]: (schema) => ({
    ...schema,
    tags: ['notification'],
    summary: "A gateway's notification of a payment's outcome",
    description:
      'Sent by the gateway\'s server once the payer approved or declined. The sandbox gateway (`gateway` = `sandbox`) signs its body as shown; ' +
      'an approved notification credits the order once (a repeat changes nothing), a declined one fails it. No token: the signature is the authentication.',
    body: SandboxNotificationSchema,
    response: {
      200: text('`success`: the notification was taken (or had been already)'),
      400: text('Why nothing changed: forged or altered, unknown order, another amount, expired'),
    },
  }),
  [`GET ${SANDBOX_CHECKOUT_PREFIX}/:orderNo`]: (schema) => ({
    ...schema,
    tags: ['sandbox checkout'],
    summary: "The sandbox gateway's checkout page",
    description: "Where an order's payUrl sends the payer (POST /user-api/pay/{channel}/charge). The link carries the order's terms, signed.",
    querystring: TermsSchema,
    response: {
      200: page('The checkout page: the terms, Approve and Decline'),
      400: page('The link was altered or is incomplete'),
      410: page('The payment time is over'),
    },
  }),
  [`POST ${SANDBOX_CHECKOUT_PREFIX}/:orderNo/decision`]: (schema) => ({
    ...schema,
    tags: ['sandbox checkout'],
    summary: "The payer's Approve or Decline",
    description:
      'The checkout form, url-encoded: the terms of the link and `decision`. The sandbox then posts a signed notification to /pay-notify/sandbox, ' +
      'as a real gateway\'s server would, and sends the payer back to returnUrl.',
    body: {
      type: 'object',
      required: [...TERMS, 'decision'],
      properties: { ...(TermsSchema.properties as object), decision: { type: 'string', enum: ['approve', 'decline'] } },
    },
    consumes: ['application/x-www-form-urlencoded'],
    response: {
      303: { description: 'Back to returnUrl: the platform took the outcome' },
      400: page('The form was altered or is incomplete'),
      409: page('The platform did not accept the payment (the page says why)'),
      410: page('The payment time is over'),
    },
  }),
};

/** The documentation schema of a payment gateway route; a route this file does not know is shown bare (and its test fails). */
export function paymentGatewayOperation(schema: JsonSchema, method: string, url: string): JsonSchema {
  const describe = OPERATIONS[`${method} ${url}`];
  return { ...(describe ? describe(schema) : schema), operationId: operationIdOf(method, url) };
}
