// The deposit settings players read on every visit to the recharge screen (methods, channels,
// banks, payee accounts), held in memory (shared/cache) and dropped on every instance when an
// operator changes them (`pay channel set`). Also the operator's side of those settings.
import { systemClock, type Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import type {
  ChannelChange,
  PayChannel,
  PayChannelBank,
  PayeeAccount,
  PayMethod,
  PaymentCatalogue,
  PaymentCatalogueRepository,
} from './payment-catalogue.repository';

/** The change-bus topic of the payment settings. */
export const PAYMENTS_TOPIC = 'payments';
/** Safety net: how long a loaded catalogue is used without hearing of a change. */
export const PAYMENTS_CACHE_MS = 30_000;

export class PaymentCatalogueService {
  private readonly cache: ReadCache<PaymentCatalogue>;

  constructor(
    private readonly db: AppDatabase,
    private readonly repository: PaymentCatalogueRepository,
    private readonly changes: ChangeBus,
    now: Clock = systemClock,
  ) {
    this.cache = new ReadCache({ load: () => repository.load(), changes, topic: PAYMENTS_TOPIC, expiryMs: PAYMENTS_CACHE_MS, now });
  }

  /** Enabled methods that have at least one enabled channel, optionally of one operator code. */
  async methods(operatorCode?: string): Promise<PayMethod[]> {
    const { methods, channels } = await this.cache.get();
    return methods.filter(
      (method) =>
        method.enabled &&
        (operatorCode === undefined || method.operatorCode === operatorCode) &&
        channels.some((channel) => channel.methodId === method.id && channel.enabled),
    );
  }

  /** The enabled channels of an enabled method. */
  async channelsOf(methodId: number): Promise<PayChannel[]> {
    const { methods, channels } = await this.cache.get();
    if (!methods.some((method) => method.id === methodId && method.enabled)) return [];
    return channels.filter((channel) => channel.methodId === methodId && channel.enabled);
  }

  /** An enabled channel of an enabled method, or undefined. */
  async openChannel(channelId: number): Promise<PayChannel | undefined> {
    const { methods, channels } = await this.cache.get();
    const channel = channels.find((row) => row.id === channelId && row.enabled);
    return channel && methods.some((method) => method.id === channel.methodId && method.enabled) ? channel : undefined;
  }

  async banksOf(channelId: number): Promise<PayChannelBank[]> {
    const channel = await this.openChannel(channelId);
    if (!channel?.needsBank) return [];
    return (await this.cache.get()).banks.filter((bank) => bank.channelId === channelId);
  }

  async payees(country: string): Promise<PayeeAccount[]> {
    return (await this.cache.get()).payees.filter((payee) => payee.enabled && payee.country === country);
  }

  /** Every channel, enabled or not (operators). */
  async allChannels(): Promise<{ channel: PayChannel; method: PayMethod | undefined }[]> {
    const { methods, channels } = await this.cache.get();
    return channels.map((channel) => ({ channel, method: methods.find((method) => method.id === channel.methodId) }));
  }

  /** First start: the demo's settings. Later starts leave an operator's settings alone. */
  async seedIfEmpty(): Promise<boolean> {
    if (!(await this.repository.isEmpty())) return false;
    if (!(await this.repository.insertSeedIfEmpty())) return false;
    await this.changes.publish(PAYMENTS_TOPIC);
    return true;
  }

  /** An operator's change of one channel, logged with who and why, announced to every instance. */
  async changeChannel(id: number, change: ChannelChange, log: { actor: string; change: string; reason: string }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.repository.updateChannel(id, change, tx);
      await this.repository.logChange(log, tx);
      await this.changes.publish(PAYMENTS_TOPIC, tx);
    });
  }
}
