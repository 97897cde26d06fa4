// My information, walked from the machine's graph for a player with and without a birthday, with
// valid and invalid values; then the rules: a set birthday stays, a save toasts and refreshes the
// session's user info.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../src/services/api-error';
import type { ProfileEdit } from '../../src/services/profile.api';
import type { UserInfo } from '../../src/services/user.types';
import { profileEditMachine, profileFailure, type ProfileField } from '../../src/machines/profile-edit.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof profileEditMachine>;

const newPlayer: UserInfo = { username: 'lucky_ann', phone: '09171234567', nickname: 'Ann', realname: 'Ann Lee', gender: 'unknown', birthday: null };
const withBirthday: UserInfo = { ...newPlayer, birthday: '1990-05-01', email: 'ann@example.com' };
const refused = new ApiError('reply', 'This email is already used', { reply: { code: 500, msg: 'This email is already used', data: null } });

const samples: Partial<Record<ProfileField, string[]>> = {
  nickname: ['Annie', ''],
  realname: ['Ann Lee', ''],
  gender: ['female', 'robot'],
  birthday: ['1992-02-29', '2001-02-29'],
  email: ['ann@example.com', 'ann@'],
};

const mailboxes = () => ({ toast: { send: vi.fn() }, session: { send: vi.fn() } });

describeModel(profileEditMachine.provide({ actors: { loadUser: pendingActor, editProfile: pendingActor } }), {
  input: mailboxes(),
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.birthdayLocked, profileFailure(s.context.form, s.context.birthdayLocked)]),
  events: {
    CHANGE: Object.entries(samples).flatMap(([field, values]) => values.map((value) => ({ field: field as ProfileField, value }))),
    'xstate.done.actor.loadUser': [{ output: newPlayer }, { output: withBirthday }],
    'xstate.error.actor.loadUser': [{ error: new ApiError('network', 'Network error') }],
    'xstate.error.actor.editProfile': [{ error: refused }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s) => expect(s.context.error).toBe('Network error'),
    editing: (s) => {
      expect(s.context.birthdayLocked).toBe(Boolean(s.context.user.birthday));
      // A set birthday is never edited.
      if (s.context.birthdayLocked) expect(s.context.form.birthday).toBe(s.context.user.birthday);
      expect([null, refused.msg]).toContain(s.context.error);
    },
    saving: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(profileFailure(s.context.form, s.context.birthdayLocked)).toBeNull();
    },
    saved: (s) => {
      expect(s.context.user.nickname).toBe(s.context.form.nickname);
      expect(s.context.birthdayLocked).toBe(s.context.form.birthday !== '');
    },
  },
});

describe('profile-edit rules (SPEC.md §3, §5)', () => {
  const start = (user: UserInfo, edit: (profile: ProfileEdit) => Promise<void> = async () => {}) => {
    const input = mailboxes();
    const edits: ProfileEdit[] = [];
    const actor = stoppedAfterTest(createActor(
      profileEditMachine.provide({
        actors: {
          loadUser: fromPromise<UserInfo>(async () => user),
          editProfile: fromPromise<void, ProfileEdit>(async ({ input: profile }) => {
            edits.push(profile);
            await edit(profile);
          }),
        },
      }),
      { input },
    )).start();
    return { actor, input, edits };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('fills the form with the loaded profile', async () => {
    const { actor } = start(withBirthday);
    await settle();
    expect(actor.getSnapshot().context.form).toEqual({
      nickname: 'Ann', realname: 'Ann Lee', gender: 'unknown', birthday: '1990-05-01', email: 'ann@example.com', facebook: '', avatar: '',
    });
  });

  it('a birthday cannot change once set, and is left out of the save', async () => {
    const { actor, edits } = start(withBirthday);
    await settle();
    actor.send({ type: 'CHANGE', field: 'birthday', value: '1991-01-01' });
    expect(actor.getSnapshot().context.form.birthday).toBe('1990-05-01');
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'birthday', rule: 'birthdayLocked' });
    actor.send({ type: 'SAVE' });
    await settle();
    expect(edits[0]).not.toHaveProperty('birthday');
  });

  it('nickname, real name and gender are required', async () => {
    const { actor } = start({ username: 'lucky_ann' });
    await settle();
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'nickname', rule: 'required' });
    actor.send({ type: 'CHANGE', field: 'nickname', value: 'Ann' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'realname', rule: 'required' });
    actor.send({ type: 'CHANGE', field: 'realname', value: 'Ann Lee' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'gender', rule: 'required' });
  });

  it('a save toasts success, refreshes the session user info and locks a birthday just set', async () => {
    const { actor, input, edits } = start(newPlayer);
    await settle();
    actor.send({ type: 'CHANGE', field: 'birthday', value: '1992-02-29' });
    actor.send({ type: 'CHANGE', field: 'gender', value: 'female' });
    actor.send({ type: 'SAVE' });
    await settle();
    expect(edits).toEqual([{ nickname: 'Ann', realname: 'Ann Lee', gender: 'female', birthday: '1992-02-29', email: '', facebook: '', avatar: '' }]);
    expect(actor.getSnapshot().matches('saved')).toBe(true);
    expect(input.toast.send).toHaveBeenCalledWith(expect.objectContaining({ type: 'SHOW' }));
    expect(input.session.send).toHaveBeenCalledWith({
      type: 'USER_INFO_LOADED',
      userInfo: expect.objectContaining({ username: 'lucky_ann', gender: 'female', birthday: '1992-02-29' }),
    });
    expect(actor.getSnapshot().context.birthdayLocked).toBe(true);
  });

  it('a refused save stays on the form with the server msg and tells nobody', async () => {
    const { actor, input } = start(newPlayer, async () => { throw refused; });
    await settle();
    actor.send({ type: 'SAVE' });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(refused.msg);
    expect(input.toast.send).not.toHaveBeenCalled();
    expect(input.session.send).not.toHaveBeenCalled();
  });
});
