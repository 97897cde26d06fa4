// The payment settings operators curate: methods, channels, channel banks, payee accounts, and
// the log of their changes. Each method runs on the database, or on the transaction handed last.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { SEED_CHANNEL_BANKS, SEED_CHANNELS, SEED_METHOD, SEED_PAYEE_ACCOUNTS } from './payment-seed';
import { payChannel, payChannelBank, payeeAccount, payMethod, paymentChangeLog } from './payment.tables';

export type PayMethod = typeof payMethod.$inferSelect;
export type PayChannel = typeof payChannel.$inferSelect;
export type PayChannelBank = typeof payChannelBank.$inferSelect;
export type PayeeAccount = typeof payeeAccount.$inferSelect;

/** Everything the deposit screens read, loaded at once (a handful of rows). */
export interface PaymentCatalogue {
  methods: PayMethod[];
  channels: PayChannel[];
  banks: PayChannelBank[];
  payees: PayeeAccount[];
}

export type ChannelChange = Partial<
  Pick<PayChannel, 'minAmount' | 'maxAmount' | 'dailyTimes' | 'feeBasisPoints' | 'quickAmounts' | 'enabled' | 'payMinutes'>
>;

export class PaymentCatalogueRepository {
  constructor(private readonly db: AppDatabase) {}

  async load(tx: DbExecutor = this.db): Promise<PaymentCatalogue> {
    const [methods, channels, banks, payees] = await Promise.all([
      tx.select().from(payMethod).orderBy(asc(payMethod.sort), asc(payMethod.id)),
      tx.select().from(payChannel).orderBy(asc(payChannel.sort), asc(payChannel.id)),
      tx.select().from(payChannelBank).orderBy(asc(payChannelBank.sort), asc(payChannelBank.bankCode)),
      tx.select().from(payeeAccount).orderBy(asc(payeeAccount.sort), asc(payeeAccount.id)),
    ]);
    return { methods, channels, banks, payees };
  }

  async isEmpty(tx: DbExecutor = this.db): Promise<boolean> {
    const [row] = await tx.select({ total: count() }).from(payMethod);
    return (row?.total ?? 0) === 0;
  }

  /**
   * The demo's method, channels, banks and payees, in one transaction, while no method exists.
   * Two servers starting at once on one PostgreSQL both try: a transaction lock makes the second
   * wait and then find the first one's rows. Returns whether it inserted.
   */
  async insertSeedIfEmpty(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('payments-seed', 0))`);
      if (!(await this.isEmpty(tx))) return false;
      const [method] = await tx.insert(payMethod).values(SEED_METHOD).returning({ id: payMethod.id });
      if (!method) throw new Error('the seed method was not inserted');
      const channels = await tx
        .insert(payChannel)
        .values(SEED_CHANNELS.map((channel) => ({ ...channel, quickAmounts: [...channel.quickAmounts], methodId: method.id })))
        .returning({ id: payChannel.id, needsBank: payChannel.needsBank });
      for (const channel of channels.filter((row) => row.needsBank)) {
        await tx.insert(payChannelBank).values(SEED_CHANNEL_BANKS.map((bank) => ({ ...bank, channelId: channel.id })));
      }
      await tx.insert(payeeAccount).values(SEED_PAYEE_ACCOUNTS);
      return true;
    });
  }

  async updateChannel(id: number, change: ChannelChange, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(payChannel).set(change).where(eq(payChannel.id, id));
  }

  async logChange(entry: { actor: string; change: string; reason: string }, tx: DbExecutor = this.db): Promise<void> {
    await tx.insert(paymentChangeLog).values(entry);
  }
}
