// Device-level storage (SPEC.md §3): every key the web app keeps between visits, with the type of
// its value. Values are JSON-encoded; a value that is missing, corrupt or of the wrong shape reads
// as null, so a damaged entry never stops the app from starting.
import type { DeviceType } from '../domain/device';
import { isCountryCode } from '../domain/country-code';
import { FIRST_SCREEN_COOKIES } from '../domain/first-screen';
import { isLocaleCode, type LocaleCode } from '../domain/locales';
import type { SiteInfo } from '../domain/site-info.schema';
import { isThemeName, type ThemeName } from '../domain/themes';
import type { UserInfo, UserLevel } from './user.types';

export type PromotionRecordId = number | string;

/** What each key holds. */
export interface StoredValues {
  token: string;
  userInfo: UserInfo;
  userLevelList: UserLevel[];
  websiteInfo: SiteInfo;
  /** Base of the API when the site-domain lookup found one (app-domain.ts). */
  appDomain: string;
  browserFingerprintId: string;
  locale: LocaleCode;
  /** The country or region the player chose on /choose-location (two capital letters). */
  country: string;
  themeSkin: ThemeName;
  /** The theme's value as the theme centre keeps it beside the skin name. */
  themeValue: string;
  inviteCode: string;
  referralCode: string;
  /** Where to go once the redirect page has decided (e.g. after login). */
  redirectPath: string;
  /** The game being played and the page it was played on (SPEC.md §3), kept until a clean exit. */
  gameId: number | string;
  gamePath: string;
  /** The abnormal-exit popup's "don't show again" (SPEC.md §4). */
  abnormalExitDontShow: boolean;
  fillProfileStatus: boolean;
  facebookBindStatus: boolean;
  homeCategory: number | string;
  /** Notification id → read. */
  notificationReadFlags: Record<string, boolean>;
  lastNotificationData: unknown;
  /** The day the notifications popup was last shown (YYYY-MM-DD). */
  lastNotificationDate: string;
  /** Ids of settleable promotion records already prompted; the last one is the latest. */
  canSettlePromotionHistory: PromotionRecordId[];
  /** Epoch ms at which deposit order polling gives up. */
  orderStatusEndTime: number;
  /** Epoch ms of the online-time tracker's last active stamp. */
  onlineTimeStamp: number;
  /** The device type of the last launch, for the relaunch rule (SPEC.md §1). */
  deviceType: DeviceType;
}

export type StorageKey = keyof StoredValues;

/** The part of the Web Storage API this service needs. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AppStorage {
  get<K extends StorageKey>(key: K): StoredValues[K] | null;
  /** False when the browser refused the write (quota, private mode). */
  set<K extends StorageKey>(key: K, value: StoredValues[K]): boolean;
  remove(key: StorageKey): void;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isId = (value: unknown): value is number | string => isString(value) || isNumber(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A wrong-shaped value (an older version's format, a hand edit) is treated like a missing one.
const shapeOf: { [K in StorageKey]: (value: unknown) => boolean } = {
  token: isString,
  userInfo: isRecord,
  userLevelList: (value) => Array.isArray(value) && value.every(isRecord),
  websiteInfo: isRecord,
  appDomain: isString,
  browserFingerprintId: isString,
  locale: isLocaleCode,
  country: isCountryCode,
  themeSkin: isThemeName,
  themeValue: isString,
  inviteCode: isString,
  referralCode: isString,
  redirectPath: isString,
  gameId: isId,
  gamePath: isString,
  abnormalExitDontShow: isBoolean,
  fillProfileStatus: isBoolean,
  facebookBindStatus: isBoolean,
  homeCategory: isId,
  notificationReadFlags: (value) => isRecord(value) && Object.values(value).every(isBoolean),
  lastNotificationData: () => true,
  lastNotificationDate: isString,
  canSettlePromotionHistory: (value) => Array.isArray(value) && value.every(isId),
  orderStatusEndTime: isNumber,
  onlineTimeStamp: isNumber,
  deviceType: (value) => value === 'pc' || value === 'h5',
};

export function createStorage(backing: StorageLike): AppStorage {
  return {
    get(key) {
      try {
        const raw = backing.getItem(key);
        if (raw === null) return null;
        const value: unknown = JSON.parse(raw);
        return value !== null && shapeOf[key](value) ? (value as StoredValues[typeof key]) : null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        backing.setItem(key, JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        backing.removeItem(key);
      } catch {
        // Nothing stored can be removed; the key already reads as absent.
      }
    },
  };
}

/** A Storage kept in memory: the fallback where localStorage is missing or blocked. */
export function createMemoryBacking(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

function browserBacking(): StorageLike {
  try {
    // Reading window.localStorage throws where storage is disabled (some private modes).
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Fall through to memory.
  }
  return createMemoryBacking();
}

/** Every key the app keeps on the device. */
export const STORAGE_KEYS = Object.keys(shapeOf) as StorageKey[];

let defaultStorage: AppStorage | null = null;
const current = (): AppStorage => (defaultStorage ??= createStorage(browserBacking()));

// The language, country and theme also go to cookies, the one part of the device the server reads:
// it renders the home's first screen in them (src/domain/first-screen.ts).
const COOKIE_OF: Partial<Record<StorageKey, string>> = {
  locale: FIRST_SCREEN_COOKIES.locale,
  country: FIRST_SCREEN_COOKIES.country,
  themeSkin: FIRST_SCREEN_COOKIES.theme,
};
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function mirrorCookie(key: StorageKey, value: unknown): void {
  const name = COOKIE_OF[key];
  if (!name || typeof document === 'undefined') return;
  document.cookie = value === null
    ? `${name}=; path=/; max-age=0; samesite=lax`
    : `${name}=${encodeURIComponent(String(value))}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** Writes the cookies of what was stored before they existed (or after they were cleared). */
export function mirrorStoredChoices(): void {
  for (const key of Object.keys(COOKIE_OF) as StorageKey[]) {
    const value = current().get(key);
    if (value !== null) mirrorCookie(key, value);
  }
}

/** The app's storage over window.localStorage, resolved on first use. */
export const storage: AppStorage = {
  get: (key) => current().get(key),
  set: (key, value) => {
    mirrorCookie(key, value);
    return current().set(key, value);
  },
  remove: (key) => {
    mirrorCookie(key, null);
    current().remove(key);
  },
};
