// The business constants of SPEC.md §9, each named once and imported wherever it is used.

export const APP_VERSION = '1.0.124';
export const APP_VERSION_CODE = 101;
export const APP_PLATFORM = 'h5';

export const CODE_RESEND_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const CAPTCHA_LENGTH = 4;
export const CODE_REQUEST_RANDOM_MIN = 1000;
export const CODE_REQUEST_RANDOM_MAX = 9999;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const FEEDBACK_MIN_LENGTH = 10;
export const INPUT_MAX_LENGTH = 140;

export const SETTLE_CHECK_INTERVAL_MS = 300_000;
export const UNREAD_PAGE = 1;
export const UNREAD_LIMIT = 10;

export const LOADING_DELAY_MS = 800;
export const REQUEST_TIMEOUT_MS = 300_000;
export const PAGE_NETWORK_TIMEOUT_MS = 60_000;
export const ASYNC_PAGE_DELAY_MS = 200;
export const ASYNC_PAGE_TIMEOUT_MS = 60_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const DOMAIN_LOOKUP_TIMEOUT_MS = 5_000;

export const BUTTON_THROTTLE_MS = 1_000;
export const DEBOUNCE_MS = 500;
export const TOAST_DURATION_MS = 3_000;

export const NEW_BANK_CARD_DEFAULT_STATUS = 0;
export const NEW_BANK_CARD_OPERATOR_CODE = 'CUSTOM';

export const TOP_WINNERS_COUNT = 20;
export const TAB_BAR_SIZE = 5;

// Online time (SPEC.md §4).
export const ONLINE_CHECK_INTERVAL_MS = 30_000;
export const ONLINE_REPORT_INTERVAL_MS = 180_000;
/** A gap longer than this between checks means the app was asleep: a new active stamp is taken. */
export const ONLINE_NEW_STAMP_AFTER_MS = 184_000;
/** A report this soon after the previous one is skipped. */
export const ONLINE_REPORT_MIN_GAP_MS = 176_000;
/** Logout units by time since the last report: 1 for 50-110 s, 2 for 110-170 s, 3 from 170 s; none under 50 s. */
export const ONLINE_UNIT_BOUNDS_MS = { none: 50_000, unit1: 110_000, unit2: 170_000 } as const;
export const ONLINE_DEFAULT_UNIT = 3;

// Deposits (SPEC.md §4 deposit order polling, §5 deposit and upload rules).
/** How often a deposit order's status is asked while the player pays. */
export const DEPOSIT_ORDER_POLL_MS = 3_000;
/** A receipt is one picture (ManualDepositInput.receiptUrl); a second one is "too many files". */
export const RECEIPT_MAX_FILES = 1;
