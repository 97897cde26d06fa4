// Profile edit (SPEC.md §3 "Profile", §7 POST /edit): what the player may change about themselves.
import type { Gender } from '../domain/validation';
import { api, type CallOptions } from './api-client';

export interface ProfileEdit {
  nickname: string;
  realname: string;
  gender: Gender;
  /** YYYY-MM-DD; left out once set, since a birthday cannot change (SPEC.md §5). */
  birthday?: string;
  email: string;
  facebook: string;
  /** Avatar picture URL. */
  avatar: string;
}

/** POST /edit. */
export async function editProfile(profile: ProfileEdit, options: CallOptions = {}): Promise<void> {
  await api.post<unknown>('/edit', { ...profile }, options);
}
