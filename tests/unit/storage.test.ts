// Device-level storage: typed JSON values; anything unreadable reads as null.
import { describe, expect, it } from 'vitest';
import { createMemoryBacking, createStorage, type StorageLike } from '../../src/services/storage';

describe('storage', () => {
  it('round-trips typed values as JSON', () => {
    const backing = createMemoryBacking();
    const storage = createStorage(backing);
    storage.set('token', 'abc');
    storage.set('userInfo', { username: 'ann', level: 3 });
    storage.set('canSettlePromotionHistory', [4, 9]);
    storage.set('fillProfileStatus', false);
    expect(backing.getItem('token')).toBe('"abc"');
    expect(storage.get('token')).toBe('abc');
    expect(storage.get('userInfo')).toEqual({ username: 'ann', level: 3 });
    expect(storage.get('canSettlePromotionHistory')).toEqual([4, 9]);
    expect(storage.get('fillProfileStatus')).toBe(false);
  });

  it('reads a missing key as null and forgets a removed one', () => {
    const storage = createStorage(createMemoryBacking());
    expect(storage.get('inviteCode')).toBeNull();
    storage.set('inviteCode', 'INV1');
    storage.remove('inviteCode');
    expect(storage.get('inviteCode')).toBeNull();
  });

  it('reads corrupt JSON and wrong-shaped values as null', () => {
    const backing = createMemoryBacking();
    const storage = createStorage(backing);
    backing.setItem('userInfo', '{not json');
    backing.setItem('token', 'raw-token-without-quotes');
    backing.setItem('locale', '"fr_FR"');
    backing.setItem('themeSkin', '"theme9"');
    backing.setItem('deviceType', '"tablet"');
    backing.setItem('onlineTimeStamp', '"soon"');
    backing.setItem('userLevelList', '[1,2]');
    for (const key of ['userInfo', 'token', 'locale', 'themeSkin', 'deviceType', 'onlineTimeStamp', 'userLevelList'] as const) {
      expect(storage.get(key)).toBeNull();
    }
  });

  it('never throws when the browser storage does', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createStorage(broken);
    expect(storage.get('token')).toBeNull();
    expect(storage.set('token', 'abc')).toBe(false);
    expect(() => storage.remove('token')).not.toThrow();
  });
});
