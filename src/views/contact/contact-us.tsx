// /pages/account/contactUs (SPEC.md §2 contactUs, §3 "Feedback", §5, §8): feedback to support with
// a text of at least 10 characters (counted as typed), up to three pictures sent with visible
// progress, and a contact phone of the site's country. The feedback machine checks, uploads and
// submits; support answers later as a system message, and the screen says so.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { Link } from 'wouter';
import { FEEDBACK_MAX_LENGTH } from '../../domain/contact';
import { FEEDBACK_MIN_LENGTH } from '../../domain/constants';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../domain/pay';
import { paths } from '../../domain/routes';
import { phoneCountryOf } from '../../domain/validation';
import { feedbackLength, feedbackMachine, type FeedbackPicture } from '../../machines/feedback.machine';
import { visuallyHidden } from '../../styles/utilities.css';
import { usePlayer, useSiteInfo } from '../app-actors';
import { PhoneField } from '../components/fields/phone-field';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './contact.css';

/** A local preview of a chosen picture, released when the picture leaves the form. */
function usePreview(file: Blob): string {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

function PictureTile({ picture, index, disabled, onRemove, onRetry }: {
  picture: FeedbackPicture;
  index: number;
  disabled: boolean;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const t = useT();
  const n = index + 1;
  const preview = usePreview(picture.file);
  const percent = picture.total > 0 ? Math.round((picture.loaded / picture.total) * 100) : 0;
  return (
    <li className={picture.state === 'failed' ? `${styles.tile} ${styles.tileFailed}` : styles.tile} data-testid="feedback-picture">
      {/* The progress lies over the picture's foot and the status keeps two lines, so nothing
          below moves when an upload ends: a Remove tapped just then lands where it was aimed. */}
      <div className={styles.thumbFrame}>
        <img src={preview} alt={t('contact.pictureAlt', { n })} className={styles.thumb} />
        {picture.state === 'uploading' && <progress className={styles.progress} max={100} value={percent} aria-label={t('contact.pictureAlt', { n })} />}
      </div>
      <p className={picture.state === 'failed' ? styles.error : styles.tileStatus}>
        {picture.state === 'waiting' && t('contact.waiting')}
        {picture.state === 'uploading' && t('contact.uploading', { percent })}
        {picture.state === 'uploaded' && t('contact.uploaded')}
        {picture.state === 'failed' && `${t('contact.uploadFailed')}${picture.reason ? ` (${picture.reason})` : ''}`}
      </p>
      <div className={styles.tileActions}>
        {picture.state === 'failed' && <button type="button" className={styles.linkButton} disabled={disabled} onClick={onRetry}>{t('contact.retry')}</button>}
        <button type="button" className={styles.linkButton} disabled={disabled} aria-label={t('contact.remove', { n })} onClick={onRemove}>{t('deposit.remove')}</button>
      </div>
    </li>
  );
}

export default function ContactUs() {
  const t = useT();
  const id = useId();
  const country = phoneCountryOf(useSiteInfo((s) => s.context.siteInfo?.countryCode));
  const ownPhone = usePlayer((s) => s.context.userInfo?.phone ?? '');
  const feedback = useActorRef(feedbackMachine, { input: { country, phone: ownPhone } });
  const submitted = useSelector(feedback, (s) => s.matches('submitted'));
  const content = useSelector(feedback, (s) => s.context.content);
  const phone = useSelector(feedback, (s) => s.context.phone);
  const pictures = useSelector(feedback, (s) => s.context.pictures);
  const notice = useSelector(feedback, (s) => s.context.notice);
  const invalid = useSelector(feedback, (s) => s.context.invalid);
  const error = useSelector(feedback, (s) => s.context.error);
  const submitting = useSelector(feedback, (s) => s.hasTag('busy'));
  // The player's details may arrive after the form opened: offer their phone if none is typed yet.
  useEffect(() => {
    if (ownPhone && feedback.getSnapshot().context.phone === '') feedback.send({ type: 'CHANGE', field: 'phone', value: ownPhone });
  }, [feedback, ownPhone]);

  if (submitted) {
    return (
      <Screen title={t('route.contactUs')}>
        <div className={styles.column}>
          <section className={`${frame.card} ${styles.outcome}`} role="status">
            <span className={styles.outcomeMark} aria-hidden="true">✓</span>
            <h2 className={styles.outcomeTitle}>{t('contact.submittedTitle')}</h2>
            <p className={frame.muted}>{t('contact.submittedText')}</p>
            <div className={styles.actions}>
              <Link href={paths.message} className={styles.primary}>{t('contact.toMessages')}</Link>
              <Link href={paths.account} className={styles.smallButton}>{t('route.account')}</Link>
            </div>
          </section>
        </div>
      </Screen>
    );
  }

  const count = feedbackLength(content);
  const contentAlert = invalid?.field === 'content'
    ? t(`contact.${invalid.rule}`, invalid.rule === 'tooShort' ? { min: FEEDBACK_MIN_LENGTH } : { max: FEEDBACK_MAX_LENGTH })
    : null;
  const phoneAlert = invalid?.field === 'phone' ? t(`validation.${invalid.rule}`) : null;
  const noticeText = notice === 'uploadFailed' ? t('contact.uploadFailed') : notice ? t(`deposit.${notice}`) : null;
  const full = pictures.length >= UPLOAD_MAX_FILES;

  return (
    <Screen title={t('route.contactUs')}>
      <div className={styles.column}>
        <form
          className={`${frame.card} ${styles.form}`}
          noValidate
          aria-busy={submitting}
          onSubmit={(event) => {
            event.preventDefault();
            feedback.send({ type: 'SUBMIT' });
          }}
        >
          <p className={frame.muted}>{t('contact.intro')}</p>

          <div className={styles.group}>
            <div className={styles.labelRow}>
              <label htmlFor={`${id}-content`} className={styles.label}>{t('contact.contentLabel')}</label>
              <span id={`${id}-counter`} className={styles.counter}>{t('contact.counter', { count, max: FEEDBACK_MAX_LENGTH })}</span>
            </div>
            <textarea
              id={`${id}-content`}
              className={styles.textarea}
              value={content}
              maxLength={FEEDBACK_MAX_LENGTH}
              disabled={submitting}
              placeholder={t('contact.contentPlaceholder', { min: FEEDBACK_MIN_LENGTH })}
              aria-invalid={contentAlert ? true : undefined}
              aria-describedby={contentAlert ? `${id}-counter ${id}-content-alert` : `${id}-counter`}
              onChange={(event) => feedback.send({ type: 'CHANGE', field: 'content', value: event.target.value })}
            />
            {contentAlert && <p id={`${id}-content-alert`} role="alert" className={styles.error}>{contentAlert}</p>}
          </div>

          <div className={styles.group}>
            <span id={`${id}-pictures`} className={styles.label}>{t('contact.pictures')}</span>
            <p id={`${id}-pictures-hint`} className={styles.hint}>
              {t('contact.picturesHint', { count: UPLOAD_MAX_FILES, size: Math.round(UPLOAD_MAX_BYTES / (1024 * 1024)) })}
            </p>
            <ul className={styles.tiles} aria-labelledby={`${id}-pictures`}>
              {pictures.map((picture, index) => (
                <PictureTile
                  key={picture.id}
                  picture={picture}
                  index={index}
                  disabled={submitting}
                  onRemove={() => feedback.send({ type: 'REMOVE_PICTURE', id: picture.id })}
                  onRetry={() => feedback.send({ type: 'RETRY_UPLOAD', id: picture.id })}
                />
              ))}
              {!full && (
                <li>
                  <label className={styles.addTile}>
                    <input
                      type="file"
                      accept="image/*"
                      multiple
                      className={visuallyHidden}
                      disabled={submitting}
                      aria-describedby={`${id}-pictures-hint`}
                      onChange={(event) => {
                        const files = Array.from(event.target.files ?? []);
                        // The same picture chosen again (after removing it) is a new choice.
                        event.target.value = '';
                        feedback.send({ type: 'PICK_FILES', files });
                      }}
                    />
                    <span className={styles.plus} aria-hidden="true">+</span>
                    <span>{t('contact.addPicture')}</span>
                  </label>
                </li>
              )}
            </ul>
            {noticeText && <p role="alert" className={styles.error}>{noticeText}</p>}
          </div>

          <div className={styles.group}>
            <PhoneField
              label={t('contact.phone')}
              value={phone}
              disabled={submitting}
              onValue={(value) => feedback.send({ type: 'CHANGE', field: 'phone', value })}
              {...(phoneAlert ? { 'aria-invalid': true, 'aria-describedby': `${id}-phone-alert` } : {})}
            />
            {phoneAlert && <p id={`${id}-phone-alert`} role="alert" className={styles.error}>{phoneAlert}</p>}
          </div>

          {error && <p role="alert" className={styles.error}>{error}</p>}
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? t('contact.sending') : t('contact.submit')}
          </button>
        </form>
      </div>
    </Screen>
  );
}
