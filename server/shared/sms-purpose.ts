// What a one-time SMS code is for. The account flows ask for a code of one purpose and the SMS
// module stores it bound to that purpose, so both sides name the purposes from here.
export const SMS_PURPOSES = ['register', 'login', 'reset', 'bind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
