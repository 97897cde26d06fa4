// Registration calls (SPEC.md §3, §7): the sign-up code, the account itself and the banks a new
// player may register a card with. None carries a token: the player has none yet.
import { CODE_REQUEST_RANDOM_MAX, CODE_REQUEST_RANDOM_MIN, NEW_BANK_CARD_DEFAULT_STATUS, NEW_BANK_CARD_OPERATOR_CODE } from '../domain/constants';
import { normalizePhone } from '../domain/validation';
import { api, type CallOptions } from './api-client';
import { storage } from './storage';

/** Supported bank item (SPEC.md §3). */
export interface SupportedBank {
  bankCode: string;
  bankName: string;
  icon: string;
}

/** The bank card a player registers with when bank registration is on. */
export interface RegisterBankCard {
  bank: SupportedBank;
  /** Account holder. */
  holder: string;
  /** Account number, digits only. */
  account: string;
}

export interface RegisterPayload {
  phone: string;
  /** The SMS code; empty when SMS registration is off. */
  code: string;
  /** Blank means the phone number (SPEC.md §2). */
  username: string;
  password: string;
  bankCard?: RegisterBankCard | null;
}

/** The body the server receives (SPEC.md §3 "Registration payload"). */
export interface RegisterBody {
  phone: string;
  code: string;
  username: string;
  password: string;
  inviteCode: string;
  gameUserBankCard?: {
    bank: string;
    bankName: string;
    bankCardName: string;
    bankCardAccount: string;
    bankCardRemark: string;
    icon: string;
    defaultStatus: number;
    operatorCode: string;
  };
}

const randomBetween = (min: number, max: number, random: () => number): number => min + Math.floor(random() * (max - min + 1));

/** SPEC.md §7: the phone joined with a random number 1000-9999, Base64 encoded (phone digits and ASCII only). */
export function registerCodeRequest(phone: string, random: () => number = Math.random): { code: string } {
  return { code: btoa(`${normalizePhone(phone)}${randomBetween(CODE_REQUEST_RANDOM_MIN, CODE_REQUEST_RANDOM_MAX, random)}`) };
}

/** POST /register/sendRegisterPhoneCode. */
export async function sendRegisterPhoneCode(phone: string, options: CallOptions = {}): Promise<void> {
  await api.post<unknown>('/register/sendRegisterPhoneCode', registerCodeRequest(phone), { ...options, auth: false });
}

/** What POST /v2/register is sent: username falls back to the phone, the invite code comes from storage. */
export function registerBody(payload: RegisterPayload, inviteCode: string | null): RegisterBody {
  const phone = normalizePhone(payload.phone);
  const body: RegisterBody = {
    phone,
    code: payload.code,
    username: payload.username.trim() || phone,
    password: payload.password,
    inviteCode: inviteCode ?? '',
  };
  if (payload.bankCard) {
    const { bank, holder, account } = payload.bankCard;
    body.gameUserBankCard = {
      bank: bank.bankCode,
      bankName: bank.bankName,
      bankCardName: holder,
      bankCardAccount: account,
      bankCardRemark: phone,
      icon: bank.icon,
      defaultStatus: NEW_BANK_CARD_DEFAULT_STATUS,
      operatorCode: NEW_BANK_CARD_OPERATOR_CODE,
    };
  }
  return body;
}

/** POST /v2/register; resolves to the new session's token. */
export async function register(payload: RegisterPayload, options: CallOptions = {}): Promise<string> {
  const reply = await api.post<unknown>('/v2/register', { ...registerBody(payload, storage.get('inviteCode')) }, { ...options, auth: false });
  if (!reply.token) throw new Error('The register reply carries no token');
  return reply.token;
}

/** GET /pay/supportBank/list: the banks a card can be registered with. */
export async function getSupportBanks(options: CallOptions = {}): Promise<SupportedBank[]> {
  const reply = await api.get<SupportedBank[] | null>('/pay/supportBank/list', undefined, { ...options, auth: false });
  return (reply.data ?? []).map(({ bankCode, bankName, icon }) => ({ bankCode, bankName, icon: icon ?? '' }));
}
