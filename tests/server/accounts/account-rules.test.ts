// Pure pieces of the account server: the captcha picture, the disguised sign-up code request,
// session tokens, money on the wire, and the lock window.
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, renderCaptcha } from '../../../server/modules/captcha/captcha-image';
import { decodeRegisterCodeRequest, encodeRegisterCodeRequest } from '../../../server/modules/accounts/register-code-request';
import { bearerToken, hashSessionToken, looksLikeSessionToken, newSessionToken } from '../../../server/modules/accounts/session-token';
import { canonicalPhone } from '../../../server/shared/phone-input';
import { lockSecondsAfter } from '../../../server/modules/accounts/account-limits';
import { toMajorUnits } from '../../../src/domain/money';

describe('captcha picture', () => {
  it('is a GIF of the stated size', () => {
    const gif = Buffer.from(renderCaptcha('0427'));
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect([gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(gif[gif.length - 1]).toBe(0x3b); // trailer
  });

  it('draws the same digits differently each time (jitter and noise)', () => {
    expect(Buffer.from(drawCaptcha('1111')).equals(Buffer.from(drawCaptcha('1111')))).toBe(false);
  });

  it('puts ink where the digits go: more pixels for 8888 than for 1111', () => {
    const ink = (text: string) => drawCaptcha(text).filter((index) => index >= 1 && index <= 4).length;
    expect(ink('8888')).toBeGreaterThan(ink('1111'));
  });
});

describe('sign-up code request', () => {
  it.each([['09171234567'], ['+66812345678'], ['091234567']])('round-trips %s', (phone) => {
    for (const random of [1000, 5555, 9999]) expect(decodeRegisterCodeRequest(encodeRegisterCodeRequest(phone, random))).toBe(phone);
  });

  it.each([[''], ['%%%'], [Buffer.from('0999').toString('base64')], [Buffer.from('091712345670999').toString('base64')]])('refuses %j', (code) => {
    expect(decodeRegisterCodeRequest(code)).toBeNull();
  });
});

describe('session tokens', () => {
  it('are 32 random bytes in base64url, stored as SHA-256 hex', () => {
    const token = newSessionToken();
    expect(looksLikeSessionToken(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc ', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    [undefined, null],
  ])('reads %j as %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe('phones as stored', () => {
  it.each([
    ['0917-123-4567', '09171234567'],
    ['9171234567', '09171234567'],
    [' 0917 123 4567 ', '09171234567'],
    ['+66812345678', '0812345678'],
    ['+959123456789', '09123456789'],
  ])('%s → %s', (input, stored) => {
    expect(canonicalPhone(input)).toBe(stored);
  });
});

describe('money on the wire', () => {
  it.each([
    [0n, 0],
    [5n, 0.05],
    [100n, 1],
    [123456n, 1234.56],
    [-250n, -2.5],
    [123_456_789_012n, 1_234_567_890.12],
  ])('%s minor units → %s', (minor, major) => {
    expect(toMajorUnits(minor)).toBe(major);
  });
});

describe('lock window', () => {
  it('starts at 30 s on the 5th wrong password and doubles up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 50].map(lockSecondsAfter)).toEqual([0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });
});
