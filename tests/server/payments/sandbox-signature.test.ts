// The sandbox gateway's secret and signatures: production must be given a secret, a short one is
// refused, development gets a random one per process; a signature is checked on every field.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { SandboxGateway } from '../../../server/modules/payments/sandbox-gateway';
import { readSandboxSecret, signFields, signatureMatches } from '../../../server/modules/payments/sandbox-signature';

describe('sandbox gateway secret', () => {
  it('is off in production unless set, at least 16 characters, and random per process otherwise', () => {
    expect(readSandboxSecret({}, 'production')).toBeNull();
    expect(() => readSandboxSecret({ PAY_SANDBOX_SECRET: 'short' }, 'development')).toThrow('at least 16');
    expect(readSandboxSecret({ PAY_SANDBOX_SECRET: ' a-long-enough-secret ' }, 'production')).toBe('a-long-enough-secret');
    const first = readSandboxSecret({}, 'development');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readSandboxSecret({}, 'development')).not.toBe(first);
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send' };
    expect(loadConfig(production).paySandboxSecret).toBeNull();
    expect(() => loadConfig({ ...production, PAY_SANDBOX_SECRET: 'short' })).toThrow(ConfigError);
  });
});

describe('sandbox signatures', () => {
  it('match only the same secret and the same fields', () => {
    const signature = signFields('secret-one-0123456789', ['a', 'b']);
    expect(signatureMatches('secret-one-0123456789', ['a', 'b'], signature)).toBe(true);
    expect(signatureMatches('secret-two-0123456789', ['a', 'b'], signature)).toBe(false);
    expect(signatureMatches('secret-one-0123456789', ['a', 'c'], signature)).toBe(false);
    expect(signatureMatches('secret-one-0123456789', ['a', 'b'], signature.slice(0, 63))).toBe(false);
    expect(signatureMatches('secret-one-0123456789', ['a', 'b'], 42)).toBe(false);
  });

  it('a checkout link and a notification cannot stand in for each other', async () => {
    const gateway = new SandboxGateway('gateway-secret-0123456789');
    const { payUrl } = await gateway.createOrder({
      orderNo: 'D2026112300000012345678',
      payAmount: 50_000n,
      currencyCode: 'PHP',
      merchantName: 'Lucky Star',
      bankCode: null,
      endTime: new Date(0),
      returnUrl: '/pages/account/myWallet/depositResult?orderNo=D2026112300000012345678',
    });
    const query = Object.fromEntries(new URL(payUrl, 'http://x').searchParams);
    expect(gateway.readCheckoutTerms('D2026112300000012345678', query)).toMatchObject({ amount: '500.00', currency: 'PHP' });
    expect(gateway.readCheckoutTerms('D2026112300000012345679', query)).toBeNull();
    const notification = gateway.signNotification({ orderNo: 'D2026112300000012345678', amount: '500.00', status: 'approved', reference: 'r' });
    expect(gateway.verifyNotification(notification)).toEqual({ orderNo: 'D2026112300000012345678', paidAmount: 50_000n, outcome: 'approved', reference: 'r' });
    expect(gateway.verifyNotification({ ...notification, signature: query.sig })).toBeNull();
  });
});
