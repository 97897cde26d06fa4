// What a self-excluded player's token still opens (issue 12: they may sign in to withdraw their
// balance and nothing else): their details, balance and history, withdrawing and the cards it pays
// to, messages (promotional ones hidden by the messages module), their password, logout, and the
// safer-play reads plus asking to lift the exclusion. Every other call is refused, so a route added
// later is refused until it is named here.
import { USER_API_PREFIX } from '../../shared/user-api-scope';

const ALLOWED = [
  'GET /getInfo',
  'GET /logout',
  'POST /onlineTime',
  'PUT /modified/updatePwd',
  'GET /user/getBalanceInfo',
  'GET /bill/list',
  'GET /pay/getWalletParams',
  'GET /pay/getWithdrawAmountList',
  'GET /pay/getWithdrawRequest',
  'POST /pay/withdraw',
  'GET /pay/supportBank/list',
  'GET /bankCard/list',
  'POST /bankCard/add',
  'PUT /bankCard/edit/:id',
  'POST /bankCard/default/:id',
  'GET /message/messageNumber',
  'GET /message/list',
  'GET /message/info/:id',
  'POST /message/allRead',
  'GET /safety/limits',
  'POST /safety/lift',
] as const;

const allowed = new Set<string>(ALLOWED.map((route) => route.replace(' ', ` ${USER_API_PREFIX}`)));

/** Whether a route (its method and full path as registered) is open to a self-excluded player. */
export function openToSelfExcluded(method: string, url: string): boolean {
  return allowed.has(`${method.toUpperCase()} ${url}`);
}
