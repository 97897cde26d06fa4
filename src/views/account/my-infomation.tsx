// /pages/account/myInfomation (SPEC.md §2, §3 "Profile"): the player's profile form. The same
// editor is the fill-profile page after sign-up. The profile-edit machine loads, checks and saves;
// a save is toasted and the session's user info refreshed by the machine itself.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useId } from 'react';
import { GENDERS } from '../../domain/validation';
import { profileEditMachine, type ProfileField } from '../../machines/profile-edit.machine';
import { choice } from '../../styles/recipes/choice.css';
import { useAppActors, useSessionChild } from '../app-actors';
import * as fields from '../components/fields/fields.css';
import { TextField } from '../components/fields/text-field';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FieldAlert, FormAlert, invalidProps } from '../login/field-alert';
import { useT } from '../use-t';
import * as styles from './my-infomation.css';

export function ProfileEditor({ onSaved }: { onSaved?: () => void }) {
  const t = useT();
  const alertId = useId();
  const { toast } = useAppActors();
  const player = useSessionChild('player');
  const profile = useActorRef(profileEditMachine, { input: { toast, session: player } });
  const phase = useSelector(profile, (s) => (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'form'));
  const saved = useSelector(profile, (s) => s.matches('saved'));
  const user = useSelector(profile, (s) => s.context.user);
  const form = useSelector(profile, (s) => s.context.form);
  const birthdayLocked = useSelector(profile, (s) => s.context.birthdayLocked);
  const busy = useSelector(profile, (s) => s.hasTag('busy'));
  const invalid = useSelector(profile, (s) => s.context.invalid);
  const error = useSelector(profile, (s) => s.context.error);
  const savedEvent = useEffectEvent(() => onSaved?.());
  useEffect(() => {
    if (saved) savedEvent();
  }, [saved]);

  if (phase === 'loading') return <p role="status" className={frame.muted}>{t('common.loading')}</p>;
  if (phase === 'loadFailed') {
    return (
      <section className={frame.card}>
        <FormAlert text={error} />
        <button type="button" className={frame.primaryButton} onClick={() => profile.send({ type: 'RETRY' })}>{t('common.retry')}</button>
      </section>
    );
  }

  const change = (field: ProfileField) => (value: string) => profile.send({ type: 'CHANGE', field, value });
  const field = (name: ProfileField, label: string) => ({
    label,
    value: form[name],
    onValue: change(name),
    disabled: busy,
    ...invalidProps(invalid, name, `${alertId}-${name}`),
  });
  const alert = (name: ProfileField) => <FieldAlert invalid={invalid} field={name} id={`${alertId}-${name}`} />;

  return (
    <form className={fields.form} noValidate onSubmit={(event) => { event.preventDefault(); profile.send({ type: 'SAVE' }); }}>
      <div className={styles.identity}>
        {form.avatar ? <img src={form.avatar} alt={t('profile.avatar')} className={styles.avatar} /> : <span className={styles.avatar} aria-hidden="true" />}
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('fields.username')}</dt>
          <dd className={styles.factValue}>{user.username ?? '-'}</dd>
          <dt className={styles.factName}>{t('fields.phone')}</dt>
          <dd className={styles.factValue}>{user.phone ?? '-'}</dd>
        </dl>
      </div>
      {/* Names keep their inner spaces while typed; the machine trims them when saving. */}
      <TextField {...field('nickname', t('profile.nickname'))} trim={false} autoComplete="nickname" />
      {alert('nickname')}
      <TextField {...field('realname', t('profile.realname'))} trim={false} autoComplete="name" />
      {alert('realname')}
      <fieldset className={styles.choices} disabled={busy}>
        <legend className={styles.legend}>{t('profile.gender')}</legend>
        {GENDERS.map((gender) => (
          <label key={gender} className={choice({ shape: 'pill', chosen: form.gender === gender })}>
            <input type="radio" name={`${alertId}-gender`} value={gender} checked={form.gender === gender} onChange={() => change('gender')(gender)} />
            {t(`profile.genders.${gender}`)}
          </label>
        ))}
      </fieldset>
      {alert('gender')}
      <TextField {...field('birthday', t('profile.birthday'))} type="date" disabled={busy || birthdayLocked} />
      <p className={styles.hint}>{birthdayLocked ? t('profile.birthdaySet') : t('profile.birthdayOnce')}</p>
      {alert('birthday')}
      <TextField {...field('email', t('profile.email'))} type="email" inputMode="email" autoComplete="email" />
      {alert('email')}
      <TextField {...field('facebook', t('profile.facebook'))} autoComplete="off" />
      {alert('facebook')}
      <TextField {...field('avatar', t('profile.avatarUrl'))} type="url" inputMode="url" autoComplete="photo" />
      {alert('avatar')}
      <FormAlert text={error} />
      <button type="submit" className={fields.submit} disabled={busy}>{t('profile.save')}</button>
    </form>
  );
}

export default function MyInfomation() {
  const t = useT();
  return (
    <Screen title={t('route.myInfomation')}>
      <section className={frame.card}>
        <ProfileEditor />
      </section>
    </Screen>
  );
}
