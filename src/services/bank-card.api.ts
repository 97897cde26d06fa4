// The player's bank cards (SPEC.md §3 "Bank card"; paths in src/domain/bank-card.ts). Adding,
// changing and choosing the default card carry the player's password, asked again by the form.
import type { BankCardInput, BankCardItem } from '../domain/bank-card';
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

/** POST /bankCard/default/{id} { password }: answers the whole list with the new default. */
export async function setDefaultBankCard(id: number, password: string, options: CallOptions = {}): Promise<BankCardItem[]> {
  return (await api.post<BankCardItem[] | null>(`/bankCard/default/${id}`, { password }, { cancellable: false, ...options })).data ?? [];
}
