// Every database table, as the one list drizzle-kit and the test reset read. Each table is defined
// in the module that owns it (server/modules/<area>/<area>.tables.ts); change it there, then
// `npm run db:generate` writes the SQL migration that every start applies. The order below is the
// order the first migrations were generated in, so regenerating finds nothing to change.
export * from '../modules/accounts/account.tables';
export * from '../modules/sms/sms.tables';
export * from '../modules/captcha/captcha.tables';
export * from '../modules/banks/bank.tables';
export * from '../modules/levels/level.tables';
export * from '../modules/access/access.tables';
export * from '../modules/site/site.tables';
export * from '../modules/accounts/unknown-login.tables';
export * from '../modules/wallet/wallet.tables';
export * from '../shared/idempotency.tables';
export * from '../modules/payments/payment.tables';
export * from '../modules/uploads/upload.tables';
export * from '../modules/withdrawals/withdrawal.tables';
export * from '../modules/messages/message.tables';
export * from '../modules/contact/contact.tables';
export * from '../modules/messages/notice.tables';
export * from '../makers/demo/demo-maker.tables';
export * from '../makers/seamless/seamless-maker.tables';
export * from '../modules/games/games.tables';
export * from '../modules/play/play.tables';
export * from '../modules/play/seamless-wallet.tables';
export * from '../modules/reality-check/reality-check.tables';
export * from '../modules/safety/safety.tables';
export * from '../modules/bonuses/bonus.tables';
export * from '../modules/accounts/two-factor.tables';
export * from '../modules/promotions/promotion.tables';
