// A game's Comment tab (SPEC.md §2 gameDetail): write a comment with a score (or a reply), read the
// comments page by page with long ones folded and replies behind a toggle, and delete one's own
// after a confirmation. Text is shown as text, never as markup.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { isLongComment } from '../../domain/comment-draft';
import { formatWholeNumber } from '../../domain/display-format';
import { COMMENT_MAX_LENGTH, COMMENT_SCORES } from '../../domain/game';
import type { GameComment, GameCommentReply } from '../../domain/game.schema';
import type { commentComposerMachine } from '../../machines/comment-composer.machine';
import { gameCommentsMachine } from '../../machines/game-comments.machine';
import { visuallyHidden } from '../../styles/utilities.css';
import { useAppActors, usePlayer, useSessionChild } from '../app-actors';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './game-comments.css';
import * as games from './games.css';
import { ScoreStars } from './score-stars';
import { TimeAgo } from './time-ago';

type Comments = ActorRefFrom<typeof gameCommentsMachine>;
type Writer = ActorRefFrom<typeof commentComposerMachine>;

export default function GameComments({ gameId }: { gameId: number }) {
  const t = useT();
  const { toast, confirm } = useAppActors();
  const guestGuard = useSessionChild('guestGuard');
  const signedIn = usePlayer((s) => s.context.token !== null);
  const comments = useActorRef(gameCommentsMachine, {
    input: { gameId, signedIn, toast, confirm, askLogin: () => guestGuard.send({ type: 'OPEN_LOGIN_POPUP' }) },
  });
  const rows = useSelector(comments, (s) => s.context.rows);
  const phase = useSelector(comments, (s) => (s.matches({ list: 'failed' }) ? 'failed' : s.matches({ list: 'loading' }) ? 'loading' : 'shown'));
  const listError = useSelector(comments, (s) => s.context.listError);
  const canMore = useSelector(comments, (s) => s.can({ type: 'MORE' }));
  const firstPage = useSelector(comments, (s) => s.context.page === 1);
  const signedInBefore = useSelector(comments, (s) => s.context.signedIn);
  // The composer runs as long as the tab does (the machine's root invoke).
  const composer = useSelector(comments, (s) => s.children.composer) as Writer;
  useEffect(() => {
    if (signedIn !== signedInBefore) comments.send({ type: 'PLAYER_CHANGED', signedIn });
  }, [comments, signedIn, signedInBefore]);

  return (
    <div className={styles.root}>
      <Composer comments={comments} composer={composer} />
      {phase === 'failed' && (
        <div role="alert">
          <p className={frame.muted}>{listError || t('common.networkError')}</p>
          <button type="button" className={games.moreButton} onClick={() => comments.send({ type: 'RETRY' })}>{t('common.retry')}</button>
        </div>
      )}
      {phase === 'shown' && rows.length === 0 && <p className={frame.muted}>{t('games.comment.none')}</p>}
      {phase === 'loading' && firstPage && <p className={frame.muted} role="status">{t('common.loading')}</p>}
      {rows.length > 0 && (
        <ul className={styles.list} aria-label={t('games.comment.list')}>
          {rows.map((comment) => <CommentItem key={comment.id} comments={comments} composer={composer} comment={comment} />)}
        </ul>
      )}
      {(canMore || (phase === 'loading' && !firstPage)) && (
        <button type="button" className={games.moreButton} disabled={phase === 'loading'} onClick={() => comments.send({ type: 'MORE' })}>
          {phase === 'loading' ? t('common.loading') : t('games.comment.more')}
        </button>
      )}
    </div>
  );
}

function Composer({ comments, composer }: { comments: Comments; composer: Writer }) {
  const t = useT();
  const id = useId();
  const content = useSelector(composer, (s) => s.context.content);
  const score = useSelector(composer, (s) => s.context.score);
  const problem = useSelector(composer, (s) => s.context.problem);
  const postError = useSelector(composer, (s) => s.context.postError);
  const posting = useSelector(composer, (s) => s.hasTag('posting'));
  const target = useSelector(composer, (s) => s.context.replyTo);
  const replyTo = useSelector(comments, (s) => (target === null ? null : (s.context.rows.find((row) => row.id === target)?.playerName ?? '')));
  const alert = problem ? t(`games.comment.problem.${problem}`) : postError;
  return (
    <form className={styles.composer} noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => {
      event.preventDefault();
      composer.send({ type: 'SUBMIT' });
    }}>
      <h3 id={`${id}-title`} className={styles.composerTitle}>
        {replyTo === null ? t('games.comment.write') : t('games.comment.replyingTo', { name: replyTo })}
      </h3>
      {replyTo === null ? (
        <fieldset className={styles.scorePicker}>
          <legend className={styles.scoreLegend}>{t('games.comment.yourScore')}</legend>
          {COMMENT_SCORES.map((value) => (
            <label key={value} className={styles.scoreOption}>
              <input type="radio" name={`${id}-score`} value={value} checked={score === value} className={styles.scoreRadio}
                onChange={() => composer.send({ type: 'SCORE', score: value })} />
              <svg viewBox="0 0 24 24" className={styles.scoreStar[score !== null && value <= score ? 'on' : 'off']} aria-hidden="true">
                <path d="M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z" />
              </svg>
              <span className={visuallyHidden}>{t('games.comment.stars', { count: value })}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <button type="button" className={styles.textButton} onClick={() => composer.send({ type: 'CANCEL_REPLY' })}>{t('games.comment.cancelReply')}</button>
      )}
      <label htmlFor={`${id}-content`} className={visuallyHidden}>{t('games.comment.content')}</label>
      <textarea id={`${id}-content`} className={styles.textarea} value={content} maxLength={COMMENT_MAX_LENGTH} rows={3}
        placeholder={replyTo === null ? t('games.comment.placeholder') : t('games.comment.replyPlaceholder')}
        aria-invalid={alert ? true : undefined} aria-describedby={alert ? `${id}-alert` : undefined}
        onChange={(event) => composer.send({ type: 'EDIT', content: event.target.value })} />
      <div className={styles.composerFoot}>
        <span className={styles.counter}>{`${[...content].length}/${COMMENT_MAX_LENGTH}`}</span>
        <button type="submit" className={styles.postButton} disabled={posting}>
          {posting ? t('common.loading') : replyTo === null ? t('games.comment.post') : t('games.comment.reply')}
        </button>
      </div>
      {alert && <p id={`${id}-alert`} role="alert" className={styles.alert}>{alert}</p>}
    </form>
  );
}

function CommentItem({ comments, composer, comment }: { comments: Comments; composer: Writer; comment: GameComment }) {
  const t = useT();
  const repliesOpen = useSelector(comments, (s) => s.context.repliesOpen.includes(comment.id));
  return (
    <li className={styles.item} data-testid="game-comment">
      <CommentBody comments={comments} comment={comment} />
      <div className={styles.actions}>
        <button type="button" className={styles.textButton} onClick={() => composer.send({ type: 'REPLY', id: comment.id })}>{t('games.comment.reply')}</button>
        {comment.mine && <DeleteButton comments={comments} comment={comment} />}
        {comment.replies.length > 0 && (
          <button type="button" className={styles.textButton} aria-expanded={repliesOpen}
            onClick={() => comments.send({ type: repliesOpen ? 'HIDE_REPLIES' : 'SHOW_REPLIES', id: comment.id })}>
            {repliesOpen ? t('games.comment.hideReplies') : t('games.comment.showReplies', { count: formatWholeNumber(comment.replies.length) })}
          </button>
        )}
      </div>
      {repliesOpen && (
        <ul className={styles.replies} aria-label={t('games.comment.repliesTo', { name: comment.playerName })}>
          {comment.replies.map((reply) => (
            <li key={reply.id} className={styles.reply} data-testid="game-reply">
              <CommentBody comments={comments} comment={reply} />
              {reply.mine && <div className={styles.actions}><DeleteButton comments={comments} comment={reply} /></div>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function CommentBody({ comments, comment }: { comments: Comments; comment: GameCommentReply }) {
  const t = useT();
  const expanded = useSelector(comments, (s) => s.context.expanded.includes(comment.id));
  const long = isLongComment(comment.content);
  return (
    <>
      <div className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">{[...comment.playerName][0]?.toUpperCase()}</span>
        <span className={styles.who}>{comment.playerName}</span>
        {comment.mine && <span className={styles.mine}>{t('games.comment.mine')}</span>}
        {comment.score !== null && <ScoreStars score={comment.score} label={t('games.comment.stars', { count: comment.score })} />}
        <TimeAgo epochMs={comment.createdAt} className={styles.time} />
      </div>
      <p className={long && !expanded ? styles.folded : styles.content}>{comment.content}</p>
      {long && (
        <button type="button" className={styles.textButton} aria-expanded={expanded}
          onClick={() => comments.send({ type: expanded ? 'COLLAPSE' : 'EXPAND', id: comment.id })}>
          {expanded ? t('games.comment.less') : t('games.comment.full')}
        </button>
      )}
    </>
  );
}

function DeleteButton({ comments, comment }: { comments: Comments; comment: GameCommentReply }) {
  const t = useT();
  const chosen = useSelector(comments, (s) => s.context.removing === comment.id);
  // The deletion's own child (comment-removal.machine.ts) knows when the call is out.
  const removal = useSelector(comments, (s) => s.children.removal);
  const sending = useSelector(removal, (s) => s?.hasTag('deleting') ?? false);
  const deleting = chosen && sending;
  return (
    <button type="button" className={styles.deleteButton} disabled={deleting} onClick={() => comments.send({ type: 'DELETE', id: comment.id })}>
      {t('games.comment.delete')}
    </button>
  );
}
