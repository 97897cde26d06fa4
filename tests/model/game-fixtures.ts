// Catalogue samples for the game screens' model tests.
import type { GameComment, GameDetail, GameHome, GameItem, GameNavigationTag } from '../../src/domain/game.schema';
import type { Page } from '../../src/domain/trade';

export const game = (id: number, extra: Partial<GameItem> = {}): GameItem => ({
  id, name: `Game ${id}`, icon: `/games/game-${id}.svg`, makerId: 1, makerCode: 'demo', makerName: 'Lantern Forge',
  categoryId: 1, category: 'slots', tags: ['hot'], maintenance: false, rtp: 96.1, ...extra,
});

export const detail = (extra: Partial<GameDetail> = {}): GameDetail => ({
  ...game(3), developer: 'Lantern Forge', description: 'Five reels of lanterns.', howToPlay: 'Pick a stake and spin.',
  lastUpdated: Date.UTC(2026, 10, 1), favorite: false, liked: false, likeCount: 4, favoriteCount: 2, playCount: 120,
  score: 4.5, commentCount: 2, promotionPlay: null, ...extra,
});

export const home: GameHome = {
  trending: [game(1), game(2)],
  newGames: [game(3)],
  topWinners: [{ playerName: '09***67', gameId: 1, gameName: 'Game 1', gameIcon: '/games/game-1.svg', amount: 1200, time: Date.UTC(2026, 10, 22) }],
  dayWinners: [],
  weekWinners: [],
  monthWinners: [],
};

export const tags: GameNavigationTag[] = [{ id: 1, code: 'hot', name: 'Hot', icon: '/games/tag-hot.svg' }];

export const page = <T>(rows: T[], total: number): Page<T> => ({ rows, total });

export const comment = (id: number, extra: Partial<GameComment> = {}): GameComment => ({
  id, gameId: 3, parentId: null, playerName: 'ann***', score: 5, content: `Comment ${id}`, createdAt: Date.UTC(2026, 10, 22), mine: false, replies: [], ...extra,
});
