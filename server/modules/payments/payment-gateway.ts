// What the platform needs of a payment gateway, whoever runs it: create an order and say where the
// payer goes to pay, and check a notification the gateway sends back. Each channel names its
// gateway (pay_channel.gateway); the sandbox (sandbox-gateway.ts) is the one shipped.

export interface GatewayOrder {
  orderNo: string;
  /** Minor units the payer pays (amount + fee). */
  payAmount: bigint;
  currencyCode: string;
  /** Shown to the payer as who is paid. */
  merchantName: string;
  /** The bank the payer picked, for channels that ask for one. */
  bankCode: string | null;
  endTime: Date;
  /** Where the gateway sends the payer after paying. */
  returnUrl: string;
}

/** A notification the gateway signed, read and checked; the order must still be matched to it. */
export interface GatewayNotification {
  orderNo: string;
  /** Minor units the gateway says were paid. */
  paidAmount: bigint;
  outcome: 'approved' | 'declined';
  /** The gateway's own id of the payment. */
  reference: string;
}

export interface PaymentGateway {
  /** As stored in pay_channel.gateway and in the notify route (/pay-notify/{name}). */
  readonly name: string;
  createOrder(order: GatewayOrder): Promise<{ payUrl: string }>;
  /** The notification, or null when it is not one this gateway signed (forged, altered, malformed). */
  verifyNotification(body: unknown): GatewayNotification | null;
}
