// The player's bank cards (SPEC.md §3 "Bank card"; paths in src/domain/bank-card.ts). Adding,
// changing and choosing the default card carry the player's password, asked again by the form.
import type { BankCardInput } from '../domain/bank-card';
import type { BankCardItem } from '../domain/bank-card.schema';
import { api, type CallOptions } from './api-client';

/** GET /bankCard/list. */
export async function listBankCards(options?: CallOptions): Promise<BankCardItem[]> {
  return (await api.get<BankCardItem[] | null>('/bankCard/list', undefined, options)).data ?? [];
}

/** POST /bankCard/add. */
export async function addBankCard(input: BankCardInput, options: CallOptions = {}): Promise<BankCardItem> {
  return (await api.post<BankCardItem>('/bankCard/add', { ...input }, { cancellable: false, ...options })).data;
}

/** PUT /bankCard/edit/{id}. */
export async function editBankCard(id: number, input: BankCardInput, options: CallOptions = {}): Promise<BankCardItem> {
  return (await api.put<BankCardItem>(`/bankCard/edit/${id}`, { ...input }, { cancellable: false, ...options })).data;
}

/** What choosing the default card sends: the password and, with 2FA on, the code (issue 17). */
export interface DefaultCardProof {
  password: string;
  twoFactorCode?: string;
}

/** POST /bankCard/default/{id} { password, twoFactorCode? }: answers the whole list with the new default. */
export async function setDefaultBankCard(id: number, proof: DefaultCardProof, options: CallOptions = {}): Promise<BankCardItem[]> {
  return (await api.post<BankCardItem[] | null>(`/bankCard/default/${id}`, { ...proof }, { cancellable: false, ...options })).data ?? [];
}
