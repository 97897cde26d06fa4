// The sandbox gateway's own pages and the platform's notify route, outside /user-api:
//   GET  /sandbox-pay/checkout/{orderNo}?amount&currency&merchant&bank&endTime&returnUrl&sig
//        the checkout page (its link comes from the gateway's createOrder, signed);
//   POST /sandbox-pay/checkout/{orderNo}/decision   the payer's Approve / Decline: the sandbox's
//        server side signs a notification and posts it to the notify route, as a real gateway's
//        server would, then sends the payer back to the app (or shows why it could not);
//   POST /pay-notify/{gateway}   where gateways notify the platform: answers `success`, or 400
//        with the reason nothing changed (forged, altered, unknown order, wrong amount, expired).
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Clock } from '../../clock';
import type { ModuleOptions } from '../../shared/server-module';
import { NotificationRefused, type DepositService } from './deposit.service';
import { SANDBOX_CHECKOUT_PREFIX, SANDBOX_NOTIFY_PATH, type CheckoutTerms, type SandboxGateway } from './sandbox-gateway';
import { checkoutPage, noticePage } from './sandbox-checkout-page';

export interface SandboxRouteNeeds {
  deposits: DepositService;
  /** Null when the sandbox is off (production without PAY_SANDBOX_SECRET): no checkout pages. */
  sandboxGateway: SandboxGateway | null;
  paymentClock: Clock;
}

const OrderParams = Type.Object({ orderNo: Type.String({ maxLength: 64 }) });

/** A return url is a path on this site, never another host (a signed link holds it; checked again). */
function safeReturnUrl(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : null;
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  // The page shows one order's terms: never kept by a shared cache.
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

const sandboxRoutes: FastifyPluginAsync<ModuleOptions<SandboxRouteNeeds>> = async (plain, { services }) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const { deposits, sandboxGateway: gateway, paymentClock: now } = services;

  app.post('/pay-notify/:gateway', { schema: { params: Type.Object({ gateway: Type.String({ maxLength: 32 }) }) } }, async (request, reply) => {
    try {
      await deposits.handleNotification(request.params.gateway, request.body);
      return reply.code(200).type('text/plain; charset=utf-8').send('success');
    } catch (error) {
      if (error instanceof NotificationRefused) {
        request.log.warn({ gateway: request.params.gateway, reason: error.message }, 'payment notification refused');
        return reply.code(400).type('text/plain; charset=utf-8').send(error.message);
      }
      throw error;
    }
  });

  if (!gateway) return;

  // The checkout's form posts url-encoded fields; only this scope reads them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const readTerms = (orderNo: string, fields: unknown): { terms: CheckoutTerms; sig: string } | null => {
    const record = (typeof fields === 'object' && fields !== null ? fields : {}) as Record<string, unknown>;
    const terms = gateway.readCheckoutTerms(orderNo, record);
    return terms && safeReturnUrl(terms.returnUrl) ? { terms, sig: String(record.sig) } : null;
  };
  const expired = (terms: CheckoutTerms) => Number(terms.endTime) < now().getTime();
  const invalidLink = (reply: FastifyReply) =>
    html(reply, 400, noticePage('Payment link not valid', 'This payment link was altered or is incomplete. Start the deposit again from the app.', null));
  const expiredPage = (reply: FastifyReply, terms: CheckoutTerms) =>
    html(reply, 410, noticePage('Payment time is over', `Order ${terms.orderNo} can no longer be paid. Start a new deposit from the app.`, terms.returnUrl));

  app.get(`${SANDBOX_CHECKOUT_PREFIX}/:orderNo`, { schema: { params: OrderParams } }, async (request, reply) => {
    const read = readTerms(request.params.orderNo, request.query);
    if (!read) return invalidLink(reply);
    if (expired(read.terms)) return expiredPage(reply, read.terms);
    const decisionPath = `${SANDBOX_CHECKOUT_PREFIX}/${encodeURIComponent(read.terms.orderNo)}/decision`;
    return html(reply, 200, checkoutPage(read.terms, read.sig, decisionPath, now()));
  });

  app.post(`${SANDBOX_CHECKOUT_PREFIX}/:orderNo/decision`, { schema: { params: OrderParams } }, async (request, reply) => {
    const read = readTerms(request.params.orderNo, request.body);
    const decision = (request.body as Record<string, unknown> | undefined)?.decision;
    if (!read || (decision !== 'approve' && decision !== 'decline')) return invalidLink(reply);
    const { terms } = read;
    if (expired(terms)) return expiredPage(reply, terms);
    const notification = gateway.signNotification({
      orderNo: terms.orderNo,
      amount: terms.amount,
      status: decision === 'approve' ? 'approved' : 'declined',
      reference: `SBX-${randomBytes(8).toString('hex')}`,
    });
    // Delivered through the platform's HTTP routing like any gateway's call, not a function call.
    const answer = await app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: notification });
    if (answer.statusCode !== 200) {
      return html(reply, 409, noticePage('Payment not completed', `The merchant did not accept this payment: ${answer.body}.`, terms.returnUrl));
    }
    return reply.code(303).header('cache-control', 'no-store').redirect(terms.returnUrl, 303);
  });

};

export default sandboxRoutes;
