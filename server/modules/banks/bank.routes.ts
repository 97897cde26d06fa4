// GET /pay/supportBank/list: the banks offered at sign-up and when adding a card (no token).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success, successSchema } from '../../shared/envelope';
import { NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { BankService } from './bank.service';

const BankItem = Type.Object({ bankCode: Type.String(), bankName: Type.String(), icon: Type.String() });

const bankRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ banks: BankService }>> = async (app, { services: { banks } }) => {
  app.get(
    '/pay/supportBank/list',
    { schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(BankItem)) } } },
    async () => {
      return success((await banks.listForSite()).map((bank) => ({ bankCode: bank.code, bankName: bank.name, icon: bank.icon })));
    },
  );
};

export default bankRoutes;
