// Customer-service channels (GET /operation/getServiceContactInformation): a handful of rows the
// operator changes rarely, so the list is served from memory (shared/cache) and dropped by the
// ops commands that change it, on every instance.
import { SERVICE_CONTACT_TYPES, type ServiceContactType } from '../../../src/domain/contact';
import type { ServiceContactItem } from '../../../src/domain/contact.schema';
import { systemClock, type Clock } from '../../clock';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import type { ContactRepository, ServiceContactRow } from './contact.repository';

export const SERVICE_CONTACTS_TOPIC = 'serviceContacts';
/** Safety net: how long a loaded list is used without hearing of a change. */
export const SERVICE_CONTACTS_CACHE_MS = 60_000;
const LABEL_MAX = 60;
const VALUE_MAX = 200;

/** The demo PH site's channels (first start only; the operator replaces them). */
const SEED_CONTACTS: { type: ServiceContactType; label: string; value: string }[] = [
  { type: 'phone', label: 'Hotline (24/7)', value: '09171230000' },
  { type: 'email', label: 'Email', value: 'support@demo-ph.example' },
  { type: 'telegram', label: 'Telegram', value: '@demo_ph_support' },
  { type: 'viber', label: 'Viber', value: '09171230001' },
  { type: 'facebook', label: 'Facebook page', value: 'https://www.facebook.com/demo.ph.support' },
];

export class ServiceContactError extends Error {
  override name = 'ServiceContactError';
}

export function isServiceContactType(value: string): value is ServiceContactType {
  return (SERVICE_CONTACT_TYPES as readonly string[]).includes(value);
}

export class ServiceContactService {
  private readonly cache: ReadCache<ServiceContactRow[]>;
  private readonly now: Clock;
  constructor(private readonly deps: { contact: ContactRepository; changes: ChangeBus; now?: Clock }) {
    this.now = deps.now ?? systemClock;
    this.cache = new ReadCache({
      load: () => deps.contact.listContacts(),
      changes: deps.changes,
      topic: SERVICE_CONTACTS_TOPIC,
      expiryMs: SERVICE_CONTACTS_CACHE_MS,
      now: this.now,
    });
  }

  /** What players see, from memory. */
  async list(): Promise<ServiceContactItem[]> {
    return (await this.cache.get()).map(({ type, label, value }) => ({ type: type as ServiceContactType, label, value }));
  }

  /** With ids, for the operator (read through, never stale). */
  async rows(): Promise<ServiceContactRow[]> {
    return this.deps.contact.listContacts();
  }

  async add(type: string, label: string, value: string, actor: string): Promise<ServiceContactRow> {
    if (!isServiceContactType(type)) throw new ServiceContactError(`Unknown type "${type}"; use one of ${SERVICE_CONTACT_TYPES.join(', ')}.`);
    const cleanLabel = label.trim();
    const cleanValue = value.trim();
    if (!cleanLabel || cleanLabel.length > LABEL_MAX) throw new ServiceContactError(`A label has 1 to ${LABEL_MAX} characters.`);
    if (!cleanValue || cleanValue.length > VALUE_MAX) throw new ServiceContactError(`A value has 1 to ${VALUE_MAX} characters.`);
    const rows = await this.deps.contact.listContacts();
    const sort = rows.reduce((max, row) => Math.max(max, row.sort), 0) + 1;
    const row = await this.deps.contact.insertContact({ type, label: cleanLabel, value: cleanValue, sort, createdBy: actor, createdAt: this.now() });
    await this.deps.changes.publish(SERVICE_CONTACTS_TOPIC);
    return row;
  }

  async remove(id: number, actor: string): Promise<void> {
    if (!(await this.deps.contact.removeContact(id, actor, this.now()))) throw new ServiceContactError(`No contact channel ${id}.`);
    await this.deps.changes.publish(SERVICE_CONTACTS_TOPIC);
  }

  /** First start: the demo channels. Later starts leave the operator's list alone, even an emptied one. */
  async seedIfEmpty(): Promise<boolean> {
    if ((await this.deps.contact.countAllContacts()) > 0) return false;
    for (const [sort, contact] of SEED_CONTACTS.entries()) await this.deps.contact.insertContact({ ...contact, sort, createdBy: 'seed', createdAt: this.now() });
    await this.deps.changes.publish(SERVICE_CONTACTS_TOPIC);
    return true;
  }
}
