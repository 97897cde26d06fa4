// My information (SPEC.md §2 /pages/account/myInfomation, §3 "Profile", §5): the signed-in
// player's profile, also shown after sign-up (/pages/login/fillProfile).
//   loading    → GET /getInfo fills the form     loadFailed → the player may retry
//   editing    → the form; a birthday that is set cannot change
//   saving     → POST /edit
//   saved      → toasted "operation success" and the app session holds the new user info
import { assign, setup } from 'xstate';
import { checkBirthday, checkEmail, checkGender, checkMaxLength, checkRequiredText, firstFailure, type Gender, type Invalid } from '../domain/validation';
import { t } from '../services/i18n';
import type { ProfileEdit } from '../services/profile.api';
import type { UserInfo } from '../services/user.types';
import type { ToastEvent } from './toast.machine';
import { errorOf, messageOf } from './failure-message';
import { profileEditActors } from './profile-edit.actors';

export interface ProfileForm {
  nickname: string;
  realname: string;
  gender: Gender | '';
  /** YYYY-MM-DD. */
  birthday: string;
  email: string;
  facebook: string;
  /** Avatar picture URL. */
  avatar: string;
}

export type ProfileField = keyof ProfileForm;

/** Where a saved profile is announced: the app's toast and session (anything that takes the event). */
export interface ProfileEditInput {
  toast: { send(event: ToastEvent): void };
  session: { send(event: { type: 'USER_INFO_LOADED'; userInfo: UserInfo }): void };
}

export interface ProfileEditContext extends ProfileEditInput {
  user: UserInfo;
  form: ProfileForm;
  /** SPEC.md §5: a birthday cannot be changed once set. */
  birthdayLocked: boolean;
  invalid: Invalid | null;
  error: string | null;
}

export type ProfileEditEvent = { type: 'CHANGE'; field: ProfileField; value: string } | { type: 'SAVE' } | { type: 'RETRY' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function profileFormOf(user: UserInfo): ProfileForm {
  return {
    nickname: text(user.nickname),
    realname: text(user.realname),
    gender: user.gender ?? '',
    birthday: text(user.birthday),
    email: text(user.email),
    facebook: text(user.facebook),
    avatar: text(user.avatar),
  };
}

export function profileFailure(form: ProfileForm, birthdayLocked: boolean): Invalid | null {
  return firstFailure(
    checkRequiredText('nickname', form.nickname),
    checkRequiredText('realname', form.realname),
    checkGender('gender', form.gender),
    birthdayLocked ? null : checkBirthday('birthday', form.birthday),
    checkEmail('email', form.email),
    checkMaxLength('facebook', form.facebook),
    checkMaxLength('avatar', form.avatar),
  );
}

/** What POST /edit is sent: a locked or blank birthday is left out. */
export function profileEditOf(form: ProfileForm, birthdayLocked: boolean): ProfileEdit {
  // Names are typed with their inner spaces, so they are trimmed here rather than per keystroke.
  const { birthday, gender, nickname, realname, ...rest } = form;
  return { nickname: nickname.trim(), realname: realname.trim(), ...rest, gender: gender || 'unknown', ...(birthdayLocked || birthday === '' ? {} : { birthday }) };
}

export const profileEditMachine = setup({
  types: { input: {} as ProfileEditInput, context: {} as ProfileEditContext, events: {} as ProfileEditEvent },
  actors: profileEditActors,
  guards: {
    formInvalid: ({ context }) => profileFailure(context.form, context.birthdayLocked) !== null,
    birthdayLockedEdit: ({ context, event }) => context.birthdayLocked && event.type === 'CHANGE' && event.field === 'birthday',
  },
  actions: {
    takeUser: assign((_, user: UserInfo) => ({ user, form: profileFormOf(user), birthdayLocked: Boolean(user.birthday) })),
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { form: { ...context.form, [event.field]: event.value }, invalid: context.invalid?.field === event.field ? null : context.invalid };
    }),
    showBirthdayLocked: assign({ invalid: { field: 'birthday', rule: 'birthdayLocked' } }),
    showInvalid: assign({ invalid: ({ context }) => profileFailure(context.form, context.birthdayLocked), error: null }),
    clearMessages: assign({ invalid: null, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    // The saved profile is the player's from now on; a birthday just set is locked too.
    keepSaved: assign(({ context }) => ({
      user: { ...context.user, ...profileEditOf(context.form, context.birthdayLocked) },
      birthdayLocked: context.birthdayLocked || context.form.birthday !== '',
    })),
    toastSaved: ({ context }) => context.toast.send({ type: 'SHOW', text: t('profile.operationSuccess') }),
    refreshSessionUser: ({ context }) => context.session.send({ type: 'USER_INFO_LOADED', userInfo: context.user }),
  },
}).createMachine({
  id: 'profileEdit',
  description: 'My information: load the profile, edit it (a set birthday stays), save it and refresh the session.',
  context: ({ input }) => ({ ...input, user: {}, form: profileFormOf({}), birthdayLocked: false, invalid: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: { target: 'editing', actions: { type: 'takeUser', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
    editing: {
      on: {
        CHANGE: [{ guard: 'birthdayLockedEdit', actions: 'showBirthdayLocked' }, { actions: 'change' }],
        SAVE: [{ guard: 'formInvalid', actions: 'showInvalid' }, { target: 'saving', actions: 'clearMessages' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'editProfile',
        src: 'editProfile',
        input: ({ context }) => profileEditOf(context.form, context.birthdayLocked),
        onDone: { target: 'saved', actions: ['keepSaved', 'toastSaved', 'refreshSessionUser'] },
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    // The form stays; the next edit or save goes on as before.
    saved: {
      on: {
        CHANGE: [{ guard: 'birthdayLockedEdit', target: 'editing', actions: 'showBirthdayLocked' }, { target: 'editing', actions: 'change' }],
        SAVE: [{ guard: 'formInvalid', target: 'editing', actions: 'showInvalid' }, { target: 'saving', actions: 'clearMessages' }],
      },
    },
  },
});
