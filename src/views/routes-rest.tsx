// Every route not on the first screen's table (routes.tsx), fetched with the first such screen:
// their loaders (the Record type makes a missing route a compile error), the §6 guest rule over
// the whole path table, and the not-found screen for a path the app does not know.
import type { ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { FirstScreenRoute } from '../domain/first-screen-paths';
import { guestMayOpen, paths, type RouteName } from '../domain/routes';
import { usePlayer } from './app-actors';
import { lazyScreen } from './lazy-screen';
import { useRouteReport } from './route-report';

export type RestRoute = Exclude<RouteName, FirstScreenRoute>;
type Loader = () => Promise<{ default: ComponentType }>;

const loaders: Record<RestRoute, Loader> = {
  chooseLocation: () => import('./location/choose-location'),
  openLocation: () => import('./location/open-location'),
  notice: () => import('./notices/notice-list'),
  noticeDetail: () => import('./notices/notice-detail'),
  gameDetail: () => import('./games/game-detail'),
  makerGameList: () => import('./games/maker-game-list'),
  playingGame: () => import('./play/playing-game'),
  gamePostMessagePage: () => import('./play/game-post-message'),
  verifyRound: () => import('./fair/verify-round'),
  searchGame: () => import('./games/search-game'),
  privilegeDetail: () => import('./privilege/privilege-detail'),
  allPrivilegeGames: () => import('./privilege/all-privilege-games'),
  myInfomation: () => import('./account/my-infomation'),
  contactInfomation: () => import('./contact/contact-infomation'),
  message: () => import('./messages/message'),
  messageList: () => import('./messages/message-list'),
  messageDetail: () => import('./messages/message-detail'),
  myBankCard: () => import('./bank-card/my-bank-card'),
  editBankCard: () => import('./bank-card/edit-bank-card'),
  myWallet: () => import('./wallet/my-wallet'),
  myPromotion: () => import('./my-promotion/my-promotion'),
  myPromotionDetail: () => import('./my-promotion/my-promotion-detail'),
  myPromotionBill: () => import('./my-promotion/my-promotion-bill'),
  rebate: () => import('./bonus/rebate'),
  systemBonus: () => import('./bonus/system-bonus'),
  recentlyPlaying: () => import('./myGames/my-games').then((m) => ({ default: m.RecentlyPlaying })),
  myFavorite: () => import('./myGames/my-games').then((m) => ({ default: m.MyFavorite })),
  myLike: () => import('./myGames/my-games').then((m) => ({ default: m.MyLike })),
  resetPassword: () => import('./account/change-password'),
  resetPasswordSuccess: () => import('./account/change-password-success'),
  contactUs: () => import('./contact/contact-us'),
  userAgreement: () => import('./account/user-agreement'),
  themeCentre: () => import('./account/theme-centre'),
  language: () => import('./account/language'),
  responsiblePlay: () => import('./account/responsible-play'),
  saferPlay: () => import('./account/safer-play'),
  realityCheck: () => import('./account/reality-check'),
  accountSecurity: () => import('./security/account-security'),
  recharge: () => import('./deposit/recharge'),
  rechargingPage: () => import('./deposit/order-pages').then((m) => ({ default: m.RechargingPage })),
  depositSuccess: () => import('./deposit/order-pages').then((m) => ({ default: m.DepositSuccess })),
  depositFailed: () => import('./deposit/order-pages').then((m) => ({ default: m.DepositFailed })),
  depositResult: () => import('./deposit/order-pages').then((m) => ({ default: m.DepositResult })),
  cashout: () => import('./wallet/cashout'),
  cashoutAudit: () => import('./wallet/cashout-audit'),
  manualDeposit: () => import('./deposit/manual-deposit'),
  analysisBill: () => import('./wallet/analysis-bill'),
  getFacebookQuery: () => import('./login/facebook-pages').then((m) => ({ default: m.GetFacebookQuery })),
  codeLogin: () => import('./login/code-login-page'),
  accountLogin: () => import('./login/account-login-page'),
  accountSignUp: () => import('./login/sign-up-page'),
  accountResetPwd: () => import('./login/reset-password-page'),
  bindPhone: () => import('./login/facebook-pages').then((m) => ({ default: m.BindPhone })),
  loginSuccess: () => import('./login/login-success-page'),
  fillProfile: () => import('./login/fill-profile-page'),
  desktopLogin: () => import('./desktop/desktop-login'),
};

const restRoutes = (Object.keys(loaders) as RestRoute[]).map((name) => ({ name, screen: lazyScreen(loaders[name]) }));
const NotFound = lazyScreen(() => import('./components/not-found'));

/** Tells the guest guard where the player is, and renders only what they may open. */
export default function RestRoutes() {
  const [location] = useLocation();
  const signedIn = usePlayer((s) => s.context.token !== null);
  // A path the app does not know is open too: a guest sees its not-found screen, not a login.
  const openToGuests = guestMayOpen(location);
  useRouteReport(location, openToGuests);
  if (!signedIn && !openToGuests) return null;
  return (
    <Switch>
      {restRoutes.map(({ name, screen }) => <Route key={name} path={paths[name]} component={screen} />)}
      <Route component={NotFound} />
    </Switch>
  );
}
