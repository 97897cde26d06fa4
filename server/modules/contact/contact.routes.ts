// POST /contact/submit (a player's feedback) and GET /operation/getServiceContactInformation
// (the customer-service channels; no token, the contact screen is also shown before login).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FeedbackInputSchema, FeedbackReceiptSchema, ServiceContactItemSchema } from '../../../src/domain/contact.schema';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import { NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { FeedbackService } from './feedback.service';
import type { ServiceContactService } from './service-contact.service';

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
      schema: { body: FeedbackInputSchema, response: { 200: successSchema(FeedbackReceiptSchema) } },
    },
    async (request) => success(await feedback.submit(currentPlayer(request).playerId, request.body, request.locale)),
  );

  app.get(
    '/operation/getServiceContactInformation',
    { schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(ServiceContactItemSchema)) } } },
    async () => success(await serviceContacts.list()),
  );
};

export default contactRoutes;
