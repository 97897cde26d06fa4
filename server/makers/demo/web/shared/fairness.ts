// The fairness panel: the commitment (hash of the server seed the next rounds use), the client
// seed the player may change, the nonce, a rotation that reveals the previous seed (checked here
// against the hash shown before: the page recomputes SHA-256 itself), and the proof of each round
// of this session. Changing the client seed starts a new pair too, so it also reveals the old seed.
// One seed pair serves all of the player's games here (the nonce carries on between them), and the
// panel links the game's published tables (/fair/<game>: docs/provably-fair.md), in a new tab so
// the game stays open.
import { CLIENT_SEED_PATTERN, hashServerSeed } from '../../../../../src/domain/provably-fair';
import { Disconnected, MakerError, type FairState, type FrameApi, type RotateReply, type RoundReply } from './api';
import { h } from './dom';
import type { Translate } from './i18n';

interface Options {
  api: FrameApi;
  t: Translate;
  /** The game's code and the page's language, for the link to the game's published tables. */
  gameCode: string;
  locale: string;
  initial: FairState;
  money(amount: number): string;
  onLost(): void;
}

interface HistoryEntry {
  roundId: string;
  fair: FairState;
  bet: number;
  win: number;
  revealed?: string;
}

const HISTORY_LENGTH = 12;

export interface Fairness {
  element: HTMLElement;
  record(reply: RoundReply<unknown>): void;
  refresh(): Promise<void>;
  setBusy(busy: boolean): void;
}

export function createFairness({ api, t, gameCode, locale, initial, money, onLost }: Options): Fairness {
  let fair = initial;
  const history: HistoryEntry[] = [];
  const reveals = new Map<string, string>();

  const hashValue = h('code', { class: 'hash' });
  const nonceValue = h('output', { class: 'nonce' });
  const seedInput = h('input', { id: 'client-seed', class: 'seed-input', type: 'text', maxlength: 64, spellcheck: 'false', autocomplete: 'off', 'aria-describedby': 'seed-note' });
  const seedNote = h('p', { id: 'seed-note', class: 'field-note', 'aria-live': 'polite' });
  const saveButton = h('button', { class: 'button', type: 'button' }, t('fair.save'));
  const rotateButton = h('button', { class: 'button primary', type: 'button' }, t('fair.rotate'));
  const busyNote = h('p', { class: 'field-note', hidden: true }, t('fair.busy'));
  const revealBox = h('div', { class: 'reveal', hidden: true, 'aria-live': 'polite' });
  const historyList = h('ol', { class: 'history' });

  const paint = () => {
    hashValue.textContent = fair.serverSeedHash;
    nonceValue.textContent = String(fair.nonce);
    if (document.activeElement !== seedInput) seedInput.value = fair.clientSeed;
    historyList.replaceChildren(
      ...(history.length === 0
        ? [h('li', { class: 'history-empty' }, t('fair.noRounds'))]
        : history.map((entry) =>
            h(
              'li',
              { class: 'history-row' },
              h('span', { class: 'history-round' }, `${t('fair.round')} ${entry.roundId}`),
              h('span', { class: 'history-nonce' }, `nonce ${entry.fair.nonce}`),
              h('span', { class: 'history-money' }, `${money(entry.bet)} → ${money(entry.win)}`),
              h('code', { class: 'history-hash', title: entry.fair.serverSeedHash }, `${entry.fair.serverSeedHash.slice(0, 16)}…`),
              h('code', { class: 'history-seed', title: entry.fair.clientSeed }, entry.fair.clientSeed),
              reveals.has(entry.fair.serverSeedHash) ? h('code', { class: 'history-revealed' }, `✓ ${reveals.get(entry.fair.serverSeedHash)?.slice(0, 16)}…`) : null,
            ),
          )),
    );
  };

  const failed = (error: unknown) => {
    if (error instanceof Disconnected) onLost();
    else seedNote.textContent = error instanceof MakerError ? error.message : String(error);
  };

  /** Shows the seed the maker just revealed and whether it hashes to the commitment shown before. */
  const reveal = (reply: RotateReply, committed: string) => {
    const hashed = hashServerSeed(reply.revealedServerSeed);
    reveals.set(hashed, reply.revealedServerSeed);
    revealBox.replaceChildren(
      h('p', { class: 'field-label' }, t('fair.revealed')),
      h('code', { class: 'hash' }, reply.revealedServerSeed),
      h('p', { class: 'field-label' }, t('fair.revealedHash')),
      h('code', { class: `hash ${hashed === committed ? 'hash-match' : 'hash-mismatch'}` }, `${hashed === committed ? '✓' : '✗'} ${hashed}`),
    );
    revealBox.hidden = false;
    fair = { serverSeedHash: reply.serverSeedHash, clientSeed: reply.clientSeed, nonce: reply.nonce };
    paint();
  };

  saveButton.addEventListener('click', async () => {
    const clientSeed = seedInput.value.trim();
    if (!CLIENT_SEED_PATTERN.test(clientSeed)) {
      seedNote.textContent = t('fair.invalidSeed');
      seedInput.setAttribute('aria-invalid', 'true');
      return;
    }
    seedInput.removeAttribute('aria-invalid');
    saveButton.disabled = true;
    try {
      reveal(await api.setClientSeed(clientSeed), fair.serverSeedHash);
      seedNote.textContent = t('fair.saved');
    } catch (error) {
      failed(error);
    } finally {
      saveButton.disabled = busyNote.hidden === false;
    }
  });

  rotateButton.addEventListener('click', async () => {
    rotateButton.disabled = true;
    try {
      reveal(await api.rotate(), fair.serverSeedHash);
    } catch (error) {
      failed(error);
    } finally {
      rotateButton.disabled = busyNote.hidden === false;
    }
  });

  const refresh = async () => {
    try {
      const state = await api.state();
      fair = state.fair;
    } catch (error) {
      if (error instanceof Disconnected) onLost();
    }
    paint();
  };

  const element = h(
    'div',
    { class: 'panel-body fairness' },
    h('p', {}, t('fair.intro')),
    h('p', { class: 'field-note' }, t('fair.shared')),
    h(
      'p',
      {},
      h(
        'a',
        { class: 'tables-link', href: `/fair/${encodeURIComponent(gameCode)}?lang=${encodeURIComponent(locale)}`, target: '_blank', rel: 'noopener' },
        t('fair.tables'),
        h('span', { 'aria-hidden': 'true' }, '↗'),
      ),
    ),
    h('p', { class: 'field-label' }, t('fair.serverSeedHash')),
    hashValue,
    h('label', { class: 'field-label', for: 'client-seed' }, t('fair.clientSeed')),
    h('div', { class: 'seed-row' }, seedInput, saveButton),
    seedNote,
    h('p', { class: 'field-label' }, t('fair.nonce'), ' ', nonceValue),
    h('div', { class: 'seed-row' }, rotateButton),
    busyNote,
    revealBox,
    h('h3', {}, t('fair.history')),
    historyList,
    h('p', { class: 'field-note' }, t('fair.verify')),
  );
  paint();

  return {
    element,
    record(reply) {
      history.unshift({ roundId: reply.roundId, fair: reply.fair, bet: reply.bet, win: reply.win });
      history.length = Math.min(history.length, HISTORY_LENGTH);
      fair = { ...reply.fair, nonce: reply.fair.nonce + 1 };
      paint();
    },
    refresh,
    setBusy(busy) {
      rotateButton.disabled = busy;
      saveButton.disabled = busy;
      busyNote.hidden = !busy;
    },
  };
}
