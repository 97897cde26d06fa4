// The sandbox gateway: a payment gateway the platform itself serves, for demos and tests. Its
// checkout page (sandbox-checkout.routes.ts) lets the payer approve or decline, then calls the
// platform's notify route with a signed notification, exactly as a real gateway's server would.
// The checkout link carries the order's terms signed with the same secret, so the page needs no
// record of its own and any instance can serve it.
import { Type, type Static } from 'typebox';
import { toMajorText, toMinorUnits } from '../../../src/domain/money';
import type { GatewayNotification, GatewayOrder, PaymentGateway } from './payment-gateway';
import { signFields, signatureMatches } from './sandbox-signature';

export const SANDBOX_GATEWAY = 'sandbox';
export const SANDBOX_CHECKOUT_PREFIX = '/sandbox-pay/checkout';
export const SANDBOX_NOTIFY_PATH = `/pay-notify/${SANDBOX_GATEWAY}`;

/** The terms the checkout link carries (all text, as in a query string). */
export interface CheckoutTerms {
  orderNo: string;
  /** Major units as decimal text, e.g. "100.00". */
  amount: string;
  currency: string;
  merchant: string;
  bank: string;
  /** Epoch ms. */
  endTime: string;
  returnUrl: string;
}

const checkoutFields = (terms: CheckoutTerms) => [
  'checkout',
  terms.orderNo,
  terms.amount,
  terms.currency,
  terms.merchant,
  terms.bank,
  terms.endTime,
  terms.returnUrl,
];

/** The notification as sent on the wire: JSON with text fields (the payment gateway's OpenAPI document shows it). */
export const SandboxNotificationSchema = Type.Object({
  orderNo: Type.String({ description: 'The platform\'s order number, from the checkout link' }),
  amount: Type.String({ description: 'What the payer paid, major units as decimal text with two decimals, e.g. "100.00"' }),
  status: Type.Union([Type.Literal('approved'), Type.Literal('declined')]),
  reference: Type.String({ description: "The gateway's own id of the payment" }),
  signature: Type.String({
    pattern: '^[0-9a-f]{64}$',
    description: 'Hex HMAC-SHA256 with PAY_SANDBOX_SECRET over the lines "notify", orderNo, amount, status, reference (joined by \\n)',
  }),
});
export type SandboxNotificationBody = Static<typeof SandboxNotificationSchema>;

const notificationFields = (body: Omit<SandboxNotificationBody, 'signature'>) => [
  'notify',
  body.orderNo,
  body.amount,
  body.status,
  body.reference,
];


export class SandboxGateway implements PaymentGateway {
  readonly name = SANDBOX_GATEWAY;
  constructor(private readonly secret: string) {}

  async createOrder(order: GatewayOrder): Promise<{ payUrl: string }> {
    const terms: CheckoutTerms = {
      orderNo: order.orderNo,
      // Two decimals always, so the signed text of an amount is one text.
      amount: toMajorText(order.payAmount),
      currency: order.currencyCode,
      merchant: order.merchantName,
      bank: order.bankCode ?? '',
      endTime: String(order.endTime.getTime()),
      returnUrl: order.returnUrl,
    };
    const query = new URLSearchParams({ ...terms, sig: signFields(this.secret, checkoutFields(terms)) });
    query.delete('orderNo');
    return { payUrl: `${SANDBOX_CHECKOUT_PREFIX}/${encodeURIComponent(order.orderNo)}?${query.toString()}` };
  }

  /** The checkout page's check of its link: the terms, or null when altered or unsigned. */
  readCheckoutTerms(orderNo: string, query: Record<string, unknown>): CheckoutTerms | null {
    const text = (key: string) => (typeof query[key] === 'string' ? query[key] : '');
    const terms: CheckoutTerms = {
      orderNo,
      amount: text('amount'),
      currency: text('currency'),
      merchant: text('merchant'),
      bank: text('bank'),
      endTime: text('endTime'),
      returnUrl: text('returnUrl'),
    };
    return signatureMatches(this.secret, checkoutFields(terms), query.sig) ? terms : null;
  }

  /** What the sandbox's server sends to the notify route once the payer decided. */
  signNotification(body: Omit<SandboxNotificationBody, 'signature'>): SandboxNotificationBody {
    return { ...body, signature: signFields(this.secret, notificationFields(body)) };
  }

  verifyNotification(body: unknown): GatewayNotification | null {
    if (typeof body !== 'object' || body === null) return null;
    const { orderNo, amount, status, reference, signature } = body as Record<string, unknown>;
    if (typeof orderNo !== 'string' || typeof amount !== 'string' || typeof reference !== 'string') return null;
    if (status !== 'approved' && status !== 'declined') return null;
    if (!signatureMatches(this.secret, notificationFields({ orderNo, amount, status, reference }), signature)) return null;
    const paidAmount = toMinorUnits(amount);
    if (paidAmount === null) return null;
    return { orderNo, paidAmount, outcome: status, reference };
  }
}
