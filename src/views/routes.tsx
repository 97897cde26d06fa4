// The route table: every path of SPEC.md §2 (src/domain/routes.ts) mapped to its screen. The
// Record type makes a missing route a compile error. Home is bundled with the app; every other
// screen is its own chunk. Routes a later release builds show PendingPage, which says so.
import type { ComponentType } from 'react';
import type { RouteName } from '../domain/routes';
import Home from './home/home';
import { lazyScreen } from './lazy-screen';

const PendingPage = lazyScreen(() => import('./components/pending-page'));
const Redirect = lazyScreen(() => import('./redirect/redirect'));

const pending = (route: RouteName): ComponentType => {
  const Pending = () => <PendingPage route={route} />;
  Pending.displayName = `Pending(${route})`;
  return Pending;
};

export const screens: Record<RouteName, ComponentType> = {
  root: Redirect,
  redirect: Redirect,
  entry: Redirect,
  forbidden: lazyScreen(() => import('./forbidden/forbidden')),
  chooseLocation: pending('chooseLocation'),
  openLocation: pending('openLocation'),

  home: Home,
  browser: lazyScreen(() => import('./browser/browser')),
  privilege: lazyScreen(() => import('./privilege/privilege')),
  myGames: lazyScreen(() => import('./myGames/my-games')),
  account: lazyScreen(() => import('./account/account')),

  notice: pending('notice'),
  noticeDetail: pending('noticeDetail'),
  gameDetail: pending('gameDetail'),
  makerGameList: pending('makerGameList'),
  playingGame: pending('playingGame'),
  gamePostMessagePage: pending('gamePostMessagePage'),
  searchGame: pending('searchGame'),
  privilegeDetail: pending('privilegeDetail'),
  allPrivilegeGames: pending('allPrivilegeGames'),

  myInfomation: lazyScreen(() => import('./account/my-infomation')),
  contactInfomation: pending('contactInfomation'),
  message: pending('message'),
  messageList: pending('messageList'),
  messageDetail: pending('messageDetail'),
  myBankCard: pending('myBankCard'),
  editBankCard: pending('editBankCard'),
  myWallet: pending('myWallet'),
  myPromotion: pending('myPromotion'),
  myPromotionDetail: pending('myPromotionDetail'),
  myPromotionBill: pending('myPromotionBill'),
  rebate: pending('rebate'),
  systemBonus: pending('systemBonus'),
  recentlyPlaying: pending('recentlyPlaying'),
  myFavorite: pending('myFavorite'),
  myLike: pending('myLike'),
  resetPassword: lazyScreen(() => import('./account/change-password')),
  resetPasswordSuccess: lazyScreen(() => import('./account/change-password-success')),
  contactUs: pending('contactUs'),
  userAgreement: lazyScreen(() => import('./account/user-agreement')),
  themeCentre: lazyScreen(() => import('./account/theme-centre')),
  language: lazyScreen(() => import('./account/language')),

  recharge: pending('recharge'),
  rechargingPage: pending('rechargingPage'),
  depositSuccess: pending('depositSuccess'),
  depositFailed: pending('depositFailed'),
  depositResult: pending('depositResult'),
  cashout: pending('cashout'),
  cashoutAudit: pending('cashoutAudit'),
  manualDeposit: pending('manualDeposit'),
  analysisBill: pending('analysisBill'),

  getFacebookQuery: lazyScreen(() => import('./login/facebook-pages').then((m) => ({ default: m.GetFacebookQuery }))),
  codeLogin: lazyScreen(() => import('./login/code-login-page')),
  accountLogin: lazyScreen(() => import('./login/account-login-page')),
  accountSignUp: lazyScreen(() => import('./login/sign-up-page')),
  accountResetPwd: lazyScreen(() => import('./login/reset-password-page')),
  bindPhone: lazyScreen(() => import('./login/facebook-pages').then((m) => ({ default: m.BindPhone }))),
  loginSuccess: lazyScreen(() => import('./login/login-success-page')),
  fillProfile: lazyScreen(() => import('./login/fill-profile-page')),

  desktopIndex: Home,
  desktopLogin: lazyScreen(() => import('./desktop/desktop-login')),
};
