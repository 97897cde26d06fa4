// The login popup's views (SPEC.md §2): a stack that defaults to accountLogin.

export const LOGIN_POPUP_TABS = ['accountLogin', 'codeLogin', 'signUp', 'accountResetPwd'] as const;
export type LoginPopupTab = (typeof LOGIN_POPUP_TABS)[number];
export const DEFAULT_LOGIN_POPUP_TAB: LoginPopupTab = 'accountLogin';
