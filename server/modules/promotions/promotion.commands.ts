// Operator commands for promotions (issue 11): create, edit, close and list activities and game
// promotions, and list the records players opened. Settings are name=value words, e.g.
//   npm run ops -- promotion create gamePromotion "title=Lanterns week" min=100 max=1000 percent=30 \
//     turnover=4 maxbet=5 release=20 games=lucky-lanterns ends=2026-12-31 "title.th_TH=..."
import type { OpsCommand } from '../../shared/ops-command';
import { opsActor } from '../../shared/ops-actor';
import { PromotionInputError, SETTING_NAMES, type PromotionAdmin } from './promotion-admin.service';

const RECORDS_LIMIT = 50;
const MAX_SETTINGS = 60;

function id(word: string, what = 'promotion'): number {
  if (!/^\d+$/.test(word)) throw new PromotionInputError(`Give the ${what} id (a number), not "${word}".`);
  return Number(word);
}

export const promotionCommands: OpsCommand<PromotionAdmin>[] = [
  {
    name: 'promotion create',
    args: '<activity|gamePromotion> <name=value...>',
    summary: `create a promotion; settings: ${SETTING_NAMES.filter((name) => !name.includes('.')).join(', ')} (texts per language as title.th_TH=...; code=... makes it a code promotion)`,
    minArgs: 2,
    maxArgs: 1 + MAX_SETTINGS,
    async run([kind = '', ...settings], admin) {
      const row = await admin.create(kind, settings, opsActor());
      return `Created promotion ${row.id}:\n${admin.describe(row)}`;
    },
  },
  {
    name: 'promotion edit',
    args: '<id> <name=value...>',
    summary: 'change settings of a promotion (records already joined keep the conditions they joined with)',
    minArgs: 2,
    maxArgs: 1 + MAX_SETTINGS,
    async run([word = '', ...settings], admin) {
      const row = await admin.edit(id(word), settings);
      return `Changed promotion ${row.id}:\n${admin.describe(row)}`;
    },
  },
  {
    name: 'promotion close',
    args: '<id>',
    summary: 'close a promotion to new joins now; its running records go on',
    minArgs: 1,
    maxArgs: 1,
    async run([word = ''], admin) {
      const row = await admin.close(id(word));
      return `Closed promotion ${row.id}:\n${admin.describe(row)}`;
    },
  },
  {
    name: 'promotion list',
    args: '',
    summary: 'every promotion: id, kind, open or not, dates, range or code, turnover, max bet, release amount, games, title',
    minArgs: 0,
    maxArgs: 0,
    async run(_args, admin) {
      return admin.describeAll();
    },
  },
  {
    name: 'promotion records',
    args: '[promotion-id]',
    summary: `the last ${RECORDS_LIMIT} promotion records (of one promotion when given), newest first`,
    minArgs: 0,
    maxArgs: 1,
    async run([word], admin) {
      return admin.describeRecords(word === undefined ? null : id(word), RECORDS_LIMIT);
    },
  },
];
