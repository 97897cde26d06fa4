// /pages/index/makerGameList (SPEC.md §2): a maker's games (`?makerId=`), or a navigation tag's
// (`?tagId=`, from the home's tag chips), whole, under the maker's or tag's name and picture.
import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { formatWholeNumber } from '../../domain/display-format';
import { tagName } from '../../domain/tag-name';
import { gameListMachine } from '../../machines/game-list.machine';
import type { GameListSource } from '../../machines/game-list.actors';
import NotFound from '../components/not-found';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { GameArt, GameTiles } from './game-tile';
import * as styles from './games.css';
import { LoadFailed } from '../components/load-failed';

const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

function sourceOf(search: string): GameListSource | null {
  const query = new URLSearchParams(search);
  const makerId = idOf(query.get('makerId'));
  if (makerId !== null) return { kind: 'maker', id: makerId };
  const tagId = idOf(query.get('tagId'));
  return tagId !== null ? { kind: 'tag', id: tagId } : null;
}

export default function MakerGameList() {
  const source = sourceOf(useSearch());
  if (!source) return <NotFound />;
  return <GameList key={`${source.kind}-${source.id}`} source={source} />;
}

function GameList({ source }: { source: GameListSource }) {
  const t = useT();
  const list = useActorRef(gameListMachine, { input: source });
  const heading = useSelector(list, (s) => s.context.heading);
  const games = useSelector(list, (s) => s.context.games);
  const phase = useSelector(list, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'shown'));
  const error = useSelector(list, (s) => s.context.error);
  const name = heading && (heading.tagCode ? tagName({ code: heading.tagCode, name: heading.name }, t) : heading.name);
  const title = name ?? t('route.makerGameList');

  return (
    <Screen title={title}>
      {heading && (
        <header className={styles.listHead}>
          <GameArt src={heading.icon} name={title} className={styles.listLogo} />
          <div>
            <h2 className={styles.listTitle}>{title}</h2>
            <p className={styles.listCount}>{t('browser.gameCount', { count: formatWholeNumber(games.length) })}</p>
          </div>
        </header>
      )}
      {phase === 'failed' && (
        <LoadFailed error={error} onRetry={() => list.send({ type: 'RETRY' })} />
      )}
      {phase === 'shown' && games.length === 0 && <p className={frame.muted}>{t('home.noGames')}</p>}
      {phase !== 'failed' && <GameTiles games={games} label={title} loading={phase === 'loading' ? 6 : 0} />}
    </Screen>
  );
}
