// POST /contact/submit (a player's feedback) and GET /operation/getServiceContactInformation
// (the customer-service channels; no token, the contact screen is also shown before login).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { FEEDBACK_MAX_LENGTH, type FeedbackInput, type FeedbackReceipt, type ServiceContactItem } from '../../../src/domain/contact';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import type { Same } from '../../shared/same-type';
import { NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { FeedbackService } from './feedback.service';
import type { ServiceContactService } from './service-contact.service';

// Generous caps: the service answers the real limits in the caller's language.
const FeedbackBody = Type.Object({
  content: Type.String({ maxLength: FEEDBACK_MAX_LENGTH * 2 }),
  pictures: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 }),
  phone: Type.String({ maxLength: 40 }),
});
const ReceiptSchema = Type.Object({ id: Type.Number() });
const ContactTypeSchema = Type.Union([
  Type.Literal('phone'),
  Type.Literal('email'),
  Type.Literal('telegram'),
  Type.Literal('viber'),
  Type.Literal('whatsapp'),
  Type.Literal('facebook'),
  Type.Literal('line'),
  Type.Literal('link'),
]);
const ContactItemSchema = Type.Object({ type: ContactTypeSchema, label: Type.String(), value: Type.String() });

const bodyMatches: Same<Static<typeof FeedbackBody>, FeedbackInput> = true;
const receiptMatches: Same<Static<typeof ReceiptSchema>, FeedbackReceipt> = true;
const contactMatches: Same<Static<typeof ContactItemSchema>, ServiceContactItem> = true;
void bodyMatches;
void receiptMatches;
void contactMatches;

export interface ContactRouteNeeds {
  feedback: FeedbackService;
  serviceContacts: ServiceContactService;
}

const contactRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<ContactRouteNeeds>> = async (app, { services: { feedback, serviceContacts } }) => {
  app.post(
    '/contact/submit',
    {
      preHandler: app.requirePlayer,
      // Feedback is written in lines; every other control character is still refused.
      config: { multilineFields: ['content'] },
      schema: { body: FeedbackBody, response: { 200: successSchema(ReceiptSchema) } },
    },
    async (request) => success(await feedback.submit(currentPlayer(request).playerId, request.body, request.locale)),
  );

  app.get(
    '/operation/getServiceContactInformation',
    { schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(ContactItemSchema)) } } },
    async () => success(await serviceContacts.list()),
  );
};

export default contactRoutes;
