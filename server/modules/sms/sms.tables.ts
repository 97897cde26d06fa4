// SMS codes a player proves a phone with, plus the outbox the demo SMS provider writes to instead
// of a real gateway.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SmsPurpose } from '../../shared/sms-purpose';

const purposeCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in ('register', 'login', 'reset', 'bind')`);

export const smsCode = pgTable(
  'sms_code',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    /** SHA-256 of salt, phone, purpose and code; see sms-code-hash.ts. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong tries so far; at the limit the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    requesterIp: text('requester_ip').notNull(),
  },
  (table) => [
    index('sms_code_phone_idx').on(table.phone, table.createdAt),
    index('sms_code_ip_idx').on(table.requesterIp, table.createdAt),
    purposeCheck('sms_code_purpose_check', table.purpose),
  ],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    code: text('code').notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_phone_idx').on(table.phone, table.createdAt)],
);
