// Operator commands for site settings (the flags and texts of site info, SPEC.md §3).
import type { OpsCommand } from '../../shared/ops-command';
import type { SiteService } from './site.service';

export const siteCommands: OpsCommand<SiteService>[] = [
  {
    name: 'site get',
    args: '[key]',
    summary: 'show every site setting (site info and wallet flags), or the one named',
    minArgs: 0,
    maxArgs: 1,
    async run([key], site) {
      const value =
        key === undefined ? { ...(await site.getSiteInfo()), ...(await site.getWalletSettings()) } : await site.getSiteSetting(key);
      return JSON.stringify(value, null, 2);
    },
  },
  {
    name: 'site set',
    args: '<key> <value>',
    summary: 'change a site setting (quote a value with spaces; "" clears a text)',
    minArgs: 2,
    maxArgs: 2,
    async run([key = '', raw = ''], site) {
      const change = await site.setSiteSetting(key, raw);
      return `${change.key}: ${JSON.stringify(change.previous)} -> ${JSON.stringify(change.value)}`;
    },
  },
];
