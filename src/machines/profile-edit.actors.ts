// The calls the profile form makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import { editProfile, type ProfileEdit } from '../services/profile.api';
import { getInfo } from '../services/user.api';
import type { UserInfo } from '../services/user.types';

export const profileEditActors = {
  loadUser: fromPromise<UserInfo>(() => getInfo()),
  // The form shows the server's msg, so the call does not toast it as well.
  editProfile: fromPromise<void, ProfileEdit>(({ input }) => editProfile(input, { toastError: false })),
};
