// The catalogue a fresh database starts with: the demo maker's four games that really play
// (server/makers/demo), and a few other makers' titles shown in maintenance, so the browser's
// categories and makers are not empty. Icons and logos are SVG art in public/games and
// public/makers. Written once, while the catalogue is empty; an operator's changes survive.
import * as deepSeaBlaster from '../../../src/domain/fair-games/deep-sea-blaster';
import * as jacksOrBetter from '../../../src/domain/fair-games/jacks-or-better';
import * as luckyLanterns from '../../../src/domain/fair-games/lucky-lanterns';
import * as penaltyShootout from '../../../src/domain/fair-games/penalty-shootout';
import { FAIR_GAME_RTP, type FairGameCode } from '../../../src/domain/fair-games/replay';
import { GAME_CATEGORIES, type GameCategoryCode } from '../../../src/domain/game';
import { toMajorText } from '../../../src/domain/money';

export interface SeedMaker {
  code: string;
  name: string;
  logo: string;
  maintenance: boolean;
}

export interface SeedGame {
  makerCode: string;
  code: string;
  name: string;
  category: GameCategoryCode;
  developer: string;
  description: string;
  howToPlay: string;
  /** Basis points (9730 = 97.30 %); null where the maker states none. */
  rtpBasisPoints: number | null;
  tags: string[];
  maintenance?: boolean;
}

export interface SeedTag {
  code: string;
  name: string;
}

export const SEED_CATEGORIES: readonly GameCategoryCode[] = GAME_CATEGORIES;

export const DEMO_MAKER_CODE = 'demo';
const DEMO_STUDIO = 'Lantern Forge Studio';
/** The maker that plays straight from the wallet (server/makers/seamless); also written by migration 0035. */
export const SEAMLESS_MAKER_CODE = 'seamless';

export const SEED_MAKERS: readonly SeedMaker[] = [
  { code: DEMO_MAKER_CODE, name: DEMO_STUDIO, logo: '/makers/demo.svg', maintenance: false },
  { code: 'goldenreel', name: 'Golden Reel Works', logo: '/makers/goldenreel.svg', maintenance: true },
  { code: 'bluefin', name: 'Bluefin Arcade', logo: '/makers/bluefin.svg', maintenance: true },
  { code: 'northpeak', name: 'North Peak Sports', logo: '/makers/northpeak.svg', maintenance: true },
  { code: SEAMLESS_MAKER_CODE, name: 'Lantern Forge Live', logo: '/makers/seamless.svg', maintenance: false },
];

export const SEED_TAGS: readonly SeedTag[] = [
  { code: 'hot', name: 'Hot' },
  { code: 'new', name: 'New' },
  { code: 'jackpot', name: 'Jackpot' },
  { code: 'table-classics', name: 'Table classics' },
  { code: 'provably-fair', name: 'Provably fair' },
];

export const iconOf = (gameCode: string) => `/games/${gameCode}.svg`;
export const tagIconOf = (tagCode: string) => `/games/tags/${tagCode}.svg`;

/** The stated RTP of a demo game, as the maker's outcome mapping states it (src/domain/fair-games). */
const statedRtp = (code: FairGameCode) => Math.round(FAIR_GAME_RTP[code] * 10_000);
const money = (minor: number) => toMajorText(BigInt(minor));
const scatter = luckyLanterns.SCATTER_PAYS;
const poker = jacksOrBetter.PAYTABLE;
const fish = deepSeaBlaster.FISH;

const FAIR =
  'Every round is provably fair: the hash of the server seed is shown before you bet, you may set your own client seed, and after you rotate the seed pair the round can be recomputed on the verify page.';

const shootoutOdds = (odds: number) => (odds / 100).toFixed(2);
/** Also written by migration 0033 to a site seeded while the shootout was another maker's title in maintenance. */
export const PENALTY_SHOOTOUT_DESCRIPTION = [
  'Home against Away from the spot: five penalties each, then sudden death until one side scores and the other does not.',
  'Bet before the first kick on the winner, on sudden death, on the score after five each or on any single kick; odds are fixed and every bet settles the moment the shootout ends.',
  FAIR,
].join('\n\n');
export const PENALTY_SHOOTOUT_HOW_TO_PLAY = [
  `1. Pick a stake (${money(penaltyShootout.MIN_BET)} to ${money(penaltyShootout.MAX_BET)} per bet, whole units) and tap the odds you want: Home or Away to win (${shootoutOdds(penaltyShootout.WINNER_ODDS)}), sudden death (${shootoutOdds(penaltyShootout.SUDDEN_DEATH_ODDS)}), an exact score after five kicks each, or a kick's goal (${shootoutOdds(penaltyShootout.KICK_ODDS.goal)}), save (${shootoutOdds(penaltyShootout.KICK_ODDS.save)}) or miss (${shootoutOdds(penaltyShootout.KICK_ODDS.miss)}). Up to ${penaltyShootout.MAX_BETS} bets in one shootout.`,
  '2. Tap Kick off (or press Space). All ten kicks are taken, Home first, then sudden death if it is level.',
  '3. A winning bet returns its stake times the odds. The rules panel lists every price, its chance and its return to player.',
].join('\n');

export const SEED_GAMES: readonly SeedGame[] = [
  {
    makerCode: DEMO_MAKER_CODE,
    code: 'lucky-lanterns',
    name: 'Lucky Lanterns',
    category: 'slots',
    developer: DEMO_STUDIO,
    description: [
      `A night market lit by paper lanterns: five reels, three rows and ${luckyLanterns.LINES} fixed paylines.`,
      'The golden dragon is wild and stands in for every symbol but the firework; fireworks pay anywhere in the window. Lanterns, koi, fans and jade coins pay the most after the dragon, then A, K, Q and J.',
      FAIR,
    ].join('\n\n'),
    howToPlay: [
      `1. Choose your stake per line (${money(luckyLanterns.MIN_STAKE)} to ${money(luckyLanterns.MAX_STAKE)}). All ${luckyLanterns.LINES} lines are always played, so one spin costs ${luckyLanterns.LINES} times the stake.`,
      "2. Tap Spin (or press Space). The reels stop where the round's random numbers put them.",
      `3. A line wins with 3, 4 or 5 matching symbols on adjacent reels from the leftmost reel; the dragon substitutes. Each line pays its best combination, times the stake per line, and wins on different lines add up.`,
      `4. Three, four or five fireworks anywhere pay ${scatter[0]}, ${scatter[1]} or ${scatter[2]} times the total bet.`,
      '5. The paytable in the game shows every combination; it is the paytable the server pays.',
    ].join('\n'),
    rtpBasisPoints: statedRtp('lucky-lanterns'),
    tags: ['hot', 'new', 'jackpot', 'provably-fair'],
  },
  {
    makerCode: DEMO_MAKER_CODE,
    code: 'royal-roulette',
    name: 'Royal Roulette',
    category: 'table',
    developer: DEMO_STUDIO,
    description: [
      'European roulette on a single-zero wheel of 37 pockets, dealt at a quiet green-baize table.',
      'Place inside bets on numbers and outside bets on colours, dozens and columns, then watch the ball settle.',
      FAIR,
    ].join('\n\n'),
    howToPlay: [
      '1. Pick a chip and place it on the layout: a number, the line between two numbers, a street of three, a corner of four, a line of six, a dozen, a column, or red/black, odd/even, 1-18/19-36.',
      '2. Tap Spin. One pocket from 0 to 36 wins.',
      '3. Payouts: a number 35 to 1, split 17 to 1, street 11 to 1, corner 8 to 1, line 5 to 1, dozen or column 2 to 1, the even-money bets 1 to 1. Zero loses every outside bet.',
    ].join('\n'),
    rtpBasisPoints: statedRtp('royal-roulette'),
    tags: ['hot', 'table-classics', 'provably-fair'],
  },
  {
    makerCode: DEMO_MAKER_CODE,
    code: 'jacks-or-better',
    name: 'Jacks or Better',
    category: 'poker',
    developer: DEMO_STUDIO,
    description: [
      'The classic video poker with the full-pay 9/6 table: five cards from one freshly shuffled 52-card deck, one draw, and any pair of jacks or better pays.',
      'Skill counts: the stated return is reached by holding the best cards every hand.',
      FAIR,
    ].join('\n\n'),
    howToPlay: [
      `1. Choose your bet (${money(jacksOrBetter.MIN_STAKE)} to ${money(jacksOrBetter.MAX_STAKE)}) and tap Deal: five cards are dealt.`,
      '2. Tap the cards you want to keep (Hold), then tap Draw: the others are replaced from the same deck.',
      `3. The final hand pays, in bets returned: royal flush ${poker.royalFlush}, straight flush ${poker.straightFlush}, four of a kind ${poker.fourOfAKind}, full house ${poker.fullHouse}, flush ${poker.flush}, straight ${poker.straight}, three of a kind ${poker.threeOfAKind}, two pair ${poker.twoPair}, jacks or better ${poker.jacksOrBetter}.`,
    ].join('\n'),
    rtpBasisPoints: statedRtp('jacks-or-better'),
    tags: ['new', 'table-classics', 'provably-fair'],
  },
  {
    makerCode: 'goldenreel',
    code: 'dragons-hoard',
    name: "Dragon's Hoard",
    category: 'slots',
    developer: 'Golden Reel Works',
    description: 'A sleeping dragon guards a cave of gold across five reels and 243 ways to win, with a free-spins round of expanding wilds.',
    howToPlay: 'Set your bet and spin. Matching symbols on adjacent reels from the left pay in any row. Three scatters start ten free spins.',
    rtpBasisPoints: 9620,
    tags: ['jackpot'],
  },
  {
    makerCode: 'goldenreel',
    code: 'mango-bonanza',
    name: 'Mango Bonanza',
    category: 'slots',
    developer: 'Golden Reel Works',
    description: 'A sunny fruit stall on a 6x5 grid where eight or more matching fruits anywhere pay and tumble away for another chance.',
    howToPlay: 'Set your bet and spin. Eight or more of one fruit anywhere on the grid pay; winning fruits drop away and new ones fall in.',
    rtpBasisPoints: 9650,
    tags: ['hot'],
  },
  {
    makerCode: 'bluefin',
    code: 'ocean-kings-catch',
    name: "Ocean King's Catch",
    category: 'fishing',
    developer: 'Bluefin Arcade',
    description: 'Up to four players share a reef full of fish, turtles and the Ocean King himself; every catch pays its multiplier.',
    howToPlay: 'Choose a cannon level, aim with a tap and fire. A fish that is caught pays its multiplier times the cannon level.',
    rtpBasisPoints: null,
    tags: ['hot'],
  },
  {
    // Bluefin Arcade's title until migration 0032 gave it to the demo maker, which plays it.
    makerCode: DEMO_MAKER_CODE,
    code: 'deep-sea-blaster',
    name: 'Deep Sea Blaster',
    category: 'fishing',
    developer: DEMO_STUDIO,
    description: [
      'Dive past glowing jellyfish, mantas and the giant squid with a lock-on cannon in this fast fishing arcade.',
      `Every shot is a round of its own: the smaller the fish, the likelier the catch; the bigger, the more it pays, up to ${fish.giantSquid.multiplier} times the shot. Whichever fish you aim at, a shot returns the same ${(deepSeaBlaster.RTP * 100).toFixed(0)} % on average.`,
      FAIR,
    ].join('\n\n'),
    howToPlay: [
      `1. Choose the cost of a shot (${money(deepSeaBlaster.MIN_BET)} to ${money(deepSeaBlaster.MAX_BET)}).`,
      '2. Tap or click a fish to lock on and fire. With the keyboard, the arrow keys swing the cannon and Space fires at the fish it locks on.',
      `3. A caught fish pays the shot times its multiplier: lanternfish ${fish.lanternfish.multiplier}, pufferfish ${fish.pufferfish.multiplier}, angelfish ${fish.angelfish.multiplier}, jellyfish ${fish.jellyfish.multiplier}, sea turtle ${fish.turtle.multiplier}, manta ray ${fish.manta.multiplier}, shark ${fish.shark.multiplier}, giant squid ${fish.giantSquid.multiplier}. A fish that escapes pays nothing.`,
    ].join('\n'),
    rtpBasisPoints: statedRtp('deep-sea-blaster'),
    tags: ['new', 'provably-fair'],
  },
  {
    // The demo maker's until migration 0035 gave it to the seamless maker, which plays it from the wallet.
    makerCode: SEAMLESS_MAKER_CODE,
    code: 'penalty-shootout',
    name: 'Penalty Shootout',
    category: 'sports',
    developer: DEMO_STUDIO,
    description: PENALTY_SHOOTOUT_DESCRIPTION,
    howToPlay: PENALTY_SHOOTOUT_HOW_TO_PLAY,
    rtpBasisPoints: statedRtp('penalty-shootout'),
    tags: ['new', 'provably-fair'],
  },
  {
    makerCode: 'northpeak',
    code: 'virtual-derby',
    name: 'Virtual Derby',
    category: 'sports',
    developer: 'North Peak Sports',
    description: 'A virtual horse race every two minutes with win, place and forecast bets on a field of eight runners.',
    howToPlay: 'Pick a runner or a forecast before the gates open; odds are fixed when you bet.',
    rtpBasisPoints: null,
    tags: [],
  },
];
