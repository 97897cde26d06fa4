// Bank cards (issue 8 "Withdrawals and bank cards"; SPEC.md §3 bank card, §5 digits-only account):
// list, add, edit, set default; the password asked again (a wrong one saves nothing); numbers
// masked but for the last four; a supported bank of the site; another player's card refused.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BankCardItem } from '../../../src/domain/bank-card.schema';
import { PASSWORD, bearer, body, caller, registerPlayer, setFlags } from './accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('bank cards ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);

  async function player(phone = '09171234567', username = 'liza', withCard = false): Promise<string> {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: withCard });
    return registerPlayer(call, ctx().services, { phone, username });
  }
  const card = (overrides: Record<string, unknown> = {}) => ({
    bank: 'GCASH',
    bankCardName: 'Liza Soberano',
    bankCardAccount: '5566778899',
    bankCardRemark: 'salary',
    phone: '0917-123-4567',
    password: PASSWORD,
    ...overrides,
  });
  const list = async (token: string) =>
    body<BankCardItem[]>(await call({ method: 'GET', url: '/user-api/bankCard/list', headers: bearer(token) })).data;
  const add = (token: string, payload: Record<string, unknown>, lang = 'en_US') =>
    call({ method: 'POST', url: `/user-api/bankCard/add?lang=${lang}`, headers: bearer(token), payload });
  const edit = (token: string, id: number, payload: Record<string, unknown>) =>
    call({ method: 'PUT', url: `/user-api/bankCard/edit/${id}`, headers: bearer(token), payload });
  const makeDefault = (token: string, id: number, password = PASSWORD) =>
    call({ method: 'POST', url: `/user-api/bankCard/default/${id}`, headers: bearer(token), payload: { password } });
  const storedCards = async () => {
    const result = (await ctx().app.db.execute(sql`select count(*)::int as n from bank_card`)) as unknown as { rows: { n: number }[] };
    return result.rows[0];
  };

  it('no card yet: an empty list', async () => {
    expect(await list(await player())).toEqual([]);
  });

  it('adds a card: the bank name and icon from the supported list, the number masked, the first card the default', async () => {
    const token = await player();
    const added = body<BankCardItem>(await add(token, card({ bankName: 'Forged Bank', icon: 'javascript:x' })));
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({
      bank: 'GCASH',
      bankName: 'GCash',
      bankCardName: 'Liza Soberano',
      bankCardAccount: '******8899',
      bankCardRemark: 'salary',
      phone: '09171234567',
      defaultStatus: 1,
      operatorCode: 'CUSTOM',
      operatorName: '',
    });
    expect(added.data.icon).toMatch(/^data:image\/svg\+xml,/);
    const second = body<BankCardItem>(await add(token, card({ bankCardAccount: '1234567890123' }))).data;
    expect(second).toMatchObject({ defaultStatus: 0, operatorCode: 'CUSTOM', bankCardAccount: '*********0123' });
    expect((await list(token)).map((item) => [item.id, item.defaultStatus])).toEqual([
      [added.data.id, 1],
      [second.id, 0],
    ]);
    // The full number is stored for the payout, and only the masked one ever leaves.
    const reply = await call({ method: 'GET', url: '/user-api/bankCard/list', headers: bearer(token) });
    expect(reply.body).not.toContain('5566778899');
    expect(reply.body).not.toContain('1234567890123');
  });

  it('a card from sign-up keeps defaultStatus 0 (SPEC.md §9); a card added later is then not the first', async () => {
    const token = await player('09171234567', 'liza', true);
    const cards = await list(token);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ defaultStatus: 0, operatorCode: 'CUSTOM', bankCardAccount: '*******4567', phone: '09171234567' });
    expect(body<BankCardItem>(await add(token, card())).data.defaultStatus).toBe(0);
  });

  it('a wrong or missing password saves nothing', async () => {
    const token = await player();
    expect(body(await add(token, card({ password: 'wrong_pass1' })))).toEqual({ code: 500, msg: 'The password is wrong', data: null });
    expect(body(await add(token, card({ password: undefined }))).code).toBe(400);
    expect(await storedCards()).toEqual({ n: 0 });
    const { id } = body<BankCardItem>(await add(token, card())).data;
    expect(body(await edit(token, id, card({ bankCardName: 'Someone Else', password: 'wrong_pass1' }))).code).toBe(500);
    expect(body(await makeDefault(token, id, 'wrong_pass1')).code).toBe(500);
    expect((await list(token))[0]).toMatchObject({ bankCardName: 'Liza Soberano', defaultStatus: 1 });
  });

  it.each([
    [{ bankCardAccount: '0917-123-4567' }, 'Numbers only'],
    [{ bankCardAccount: '' }, 'This field is required'],
    [{ bankCardAccount: '1'.repeat(31) }, 'This is too long'],
    [{ bankCardName: '  ' }, 'This field is required'],
    [{ bank: '' }, 'This field is required'],
    [{ bank: 'NOSUCHBANK' }, 'Please choose a bank from the list'],
    [{ bank: 'SCB' }, 'Please choose a bank from the list'],
    [{ phone: '12345' }, 'Enter a correct phone number'],
  ])('refuses %j with 400 "%s" and saves nothing', async (overrides, msg) => {
    const token = await player();
    expect(body(await add(token, card(overrides)))).toEqual({ code: 400, msg, data: null });
    expect(await storedCards()).toEqual({ n: 0 });
  });

  it('answers in the caller’s language', async () => {
    const token = await player();
    expect(body(await add(token, card({ password: 'wrong_pass1' }), 'zh_CN')).msg).toBe('密码错误');
  });

  it('edits a card: new details, still masked, the default flag kept', async () => {
    const token = await player();
    const { id } = body<BankCardItem>(await add(token, card())).data;
    const edited = body<BankCardItem>(await edit(token, id, card({ bank: 'MAYA', bankCardName: 'Liza S.', bankCardAccount: '5555666677778888' })));
    expect(edited.data).toMatchObject({ id, bank: 'MAYA', bankCardName: 'Liza S.', bankCardAccount: '************8888', defaultStatus: 1 });
  });

  it('sets the default: exactly one default afterwards', async () => {
    const token = await player();
    const first = body<BankCardItem>(await add(token, card())).data;
    const second = body<BankCardItem>(await add(token, card({ bankCardAccount: '222233334444' }))).data;
    const cards = body<BankCardItem[]>(await makeDefault(token, second.id)).data;
    expect(cards.map((item) => [item.id, item.defaultStatus])).toEqual([
      [first.id, 0],
      [second.id, 1],
    ]);
  });

  it('another player’s card cannot be edited or made default, and is not listed', async () => {
    const liza = await player();
    const { id } = body<BankCardItem>(await add(liza, card())).data;
    const juan = await player('09181234567', 'juan');
    expect(await list(juan)).toEqual([]);
    expect(body(await edit(juan, id, card({ bankCardName: 'Thief' })))).toEqual({ code: 500, msg: 'This bank card was not found', data: null });
    expect(body(await makeDefault(juan, id)).code).toBe(500);
    expect((await list(liza))[0]).toMatchObject({ bankCardName: 'Liza Soberano', defaultStatus: 1 });
  });

  it('two adds at once: exactly one becomes the default', async () => {
    const token = await player();
    const replies = await Promise.all([add(token, card()), add(token, card({ bankCardAccount: '8888' }))]);
    expect(replies.map((reply) => body(reply).code)).toEqual([200, 200]);
    expect((await list(token)).map((item) => item.defaultStatus).sort()).toEqual([0, 1]);
  });

  it('needs a logged-in player', async () => {
    expect(body(await call({ method: 'GET', url: '/user-api/bankCard/list' })).code).toBe(401);
  });
});
