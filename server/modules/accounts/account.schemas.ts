// Input shapes of the account calls. Every field is an optional string with a length cap: which
// fields are required, and the rules they follow, are the shared rules of src/domain/validation.ts
// checked in the services, so the server answers with the same words as the forms.
// The services take these shapes as they are (Static<typeof X>), so the two cannot drift apart.
import { Type } from 'typebox';
import { textField as text } from '../../shared/schemas';

export const LoginInput = Type.Object({ username: text(), password: text(), code: text(), uuid: text() });

export const PhoneInput = Type.Object({ phone: text() });

export const PhoneCodeInput = Type.Object({ phone: text(), code: text() });

export const RegisterCodeInput = Type.Object({ code: text() });

export const BankCardInput = Type.Object({
  bank: text(),
  bankName: text(),
  bankCardName: text(),
  bankCardAccount: text(),
  bankCardRemark: text(),
  // Icons may be data: URIs from the supported-bank list; the server stores the list's own.
  icon: text(64 * 1024),
  defaultStatus: Type.Optional(Type.Number()),
  operatorCode: text(),
});

export const RegisterInput = Type.Object({
  phone: text(),
  code: text(),
  username: text(),
  password: text(),
  inviteCode: text(),
  gameUserBankCard: Type.Optional(BankCardInput),
});

export const ResetPasswordInput = Type.Object({ phone: text(), code: text(), username: text(), password: text() });

// twoFactorCode: asked while the player has authenticator 2FA on (issue 17).
export const ChangePasswordInput = Type.Object({ oldPassword: text(), newPassword: text(), twoFactorCode: text() });

export const ProfileInput = Type.Object({
  nickname: text(),
  realname: text(),
  gender: text(),
  birthday: text(),
  email: text(),
  phone: text(),
  facebook: text(),
  avatar: text(),
});

export const OnlineTimeInput = Type.Object({
  // SPEC.md §4: the default unit is 3.
  onlineTime: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
});

export const FacebookLoginInput = Type.Object({ accessToken: text(4096) });

export const BindPhoneInput = Type.Object({ accessToken: text(4096), phone: text(), code: text() });
