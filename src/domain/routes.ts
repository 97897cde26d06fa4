// Every path of SPEC.md §2 and the guest whitelist of §6. The web app's route table maps each
// path to a screen; the server answers each with the app's page (history mode, base '/').
import { firstScreenPaths, normalizePath } from './first-screen-paths';

export { normalizePath, TAB_ROUTES, type TabRoute } from './first-screen-paths';

export const paths = {
  // The first screen's own (first-screen-paths.ts), then the rest.
  ...firstScreenPaths,
  chooseLocation: '/choose-location',
  openLocation: '/open-location',

  playingGame: '/pages/index/playingGame',
  gamePostMessagePage: '/pages/index/gamePostMessagePage',
  /** The player's rounds and their provably fair check (issue 9); own rounds, so not for guests. */
  verifyRound: '/pages/index/verifyRound',

  searchGame: '/pages/browser/searchGame',

  allPrivilegeGames: '/pages/privilege/allPrivilegeGames',

  myInfomation: '/pages/account/myInfomation',
  contactInfomation: '/pages/account/contactInfomation',
  message: '/pages/account/message',
  messageList: '/pages/account/messageList',
  messageDetail: '/pages/account/messageDetail',
  myBankCard: '/pages/account/myBankCard',
  editBankCard: '/pages/account/myBankCard/editBankCard',
  myPromotion: '/pages/account/myPromotion',
  myPromotionDetail: '/pages/account/myPromotion/myPromotionDetail',
  myPromotionBill: '/pages/account/myPromotion/myPromotionBill',
  rebate: '/pages/account/rebate',
  systemBonus: '/pages/account/systemBonus',
  recentlyPlaying: '/pages/account/recentlyPlaying',
  myFavorite: '/pages/account/myFavorite',
  myLike: '/pages/account/myLike',
  resetPassword: '/pages/account/resetPassword',
  resetPasswordSuccess: '/pages/account/resetPasswordSuccess',
  contactUs: '/pages/account/contactUs',
  userAgreement: '/pages/account/userAgreement',
  themeCentre: '/pages/account/themeCentre',
  language: '/pages/account/language',
  // Safer play and account security (not in SPEC.md; regulated markets ask for them).
  responsiblePlay: '/pages/account/responsiblePlay',
  saferPlay: '/pages/account/saferPlay',
  realityCheck: '/pages/account/realityCheck',
  accountSecurity: '/pages/account/accountSecurity',

  rechargingPage: '/pages/account/myWallet/rechargingPage',
  depositSuccess: '/pages/account/myWallet/depositSuccess',
  depositFailed: '/pages/account/myWallet/depositFailed',
  depositResult: '/pages/account/myWallet/depositResult',
  cashout: '/pages/account/myWallet/cashout',
  cashoutAudit: '/pages/account/myWallet/cashoutAudit',
  manualDeposit: '/pages/account/myWallet/manualDeposit',
  analysisBill: '/pages/account/myWallet/analysisBill',

  getFacebookQuery: '/pages/login/getFacebookQuery',
  codeLogin: '/pages/login/codeLogin',
  accountSignUp: '/pages/login/accountSignUp',
  accountResetPwd: '/pages/login/accountResetPwd',
  bindPhone: '/pages/login/bindPhone',
  loginSuccess: '/pages/login/loginSuccess',
  fillProfile: '/pages/login/fillProfile',

  desktopLogin: '/pages/desktop/login',
} as const;

export type RouteName = keyof typeof paths;
export type RoutePath = (typeof paths)[RouteName];

export const ALL_PATHS: readonly RoutePath[] = Object.values(paths);

/**
 * What a guest may open (SPEC.md §6). The login area is open too: it is where a blocked guest is
 * sent, and the language and theme pickers belong to the Account page, which guests use.
 */
export const GUEST_WHITELIST: readonly RoutePath[] = [
  paths.root, paths.redirect, paths.entry, paths.forbidden,
  paths.home, paths.browser, paths.privilege, paths.myGames, paths.account,
  paths.desktopIndex, paths.desktopLogin,
  paths.contactInfomation, paths.userAgreement, paths.depositResult, paths.gamePostMessagePage,
  paths.getFacebookQuery, paths.codeLogin, paths.accountLogin, paths.accountSignUp, paths.accountResetPwd,
  paths.themeCentre, paths.language,
  // Choosing the country sets a visitor's default language (SPEC.md §1), so it sits beside the
  // language picker. /open-location stays behind the login: the addresses it opens are a signed-in
  // player's (a manual deposit bank's branch).
  paths.chooseLocation,
  // Help with gambling harm is for anyone who looks for it; the tools it links to ask for a login.
  paths.responsiblePlay,
];

export function isKnownPath(path: string): path is RoutePath {
  return (ALL_PATHS as readonly string[]).includes(normalizePath(path));
}

/** A whitelisted path, or one the app does not know: a guest sees its not-found screen, not a login. */
export function guestMayOpen(path: string): boolean {
  return !isKnownPath(path) || (GUEST_WHITELIST as readonly string[]).includes(normalizePath(path));
}
