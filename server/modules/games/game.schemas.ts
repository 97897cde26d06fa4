// What the catalogue's calls take (queries, path parameters, bodies) as TypeBox schemas. What they
// answer is declared once in src/domain/game.schema.ts (and RoundRecord in game-play.schema.ts).
import { Type } from 'typebox';
import { GAME_SEARCH_MAX_LENGTH } from '../../../src/domain/game';
import { Paging } from '../../shared/schemas';

// The length rules are the service's (localized); this cap only stops a huge query early.
export const SearchQuery = Type.Object({ name: Type.Optional(Type.String({ maxLength: GAME_SEARCH_MAX_LENGTH * 4 })), ...Paging });
export const RoundListQuery = Type.Object({ ...Paging, gameId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) });
const id32 = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const GameIdParams = Type.Object({ gameId: id32 });
export const CategoryIdParams = Type.Object({ categoryId: id32 });
export const MakerIdParams = Type.Object({ makerId: id32 });
export const TagIdParams = Type.Object({ tagId: id32 });
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
export const MarkBody = Type.Object({ on: Type.Boolean() });
