// GET /pay/supportBank/list: the banks offered at sign-up and when adding a card (no token).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success, successSchema } from '../../http/envelope';

const BankItem = Type.Object({ bankCode: Type.String(), bankName: Type.String(), icon: Type.String() });

const bankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pay/supportBank/list',
    { schema: { querystring: Type.Object({}), response: { 200: successSchema(Type.Array(BankItem)) } } },
    async () => {
      const banks = await app.services.banks.listForSite();
      return success(banks.map((bank) => ({ bankCode: bank.code, bankName: bank.name, icon: bank.icon })));
    },
  );
};

export default bankRoutes;
