import type { MemberInfo, RegisterRules } from '@portal/contracts';

/** `auth.options` output (docs/INTERFACES.md, Accounts). */
export type AuthOptions = {
  registerRules: RegisterRules;
  countryCodes: { countryCode: string; countryDialingCode: string }[];
  usernameRegister: boolean;
  mobileRegister: boolean;
  mobileRegisterVerify: boolean;
  mobilePasswordRegister: boolean;
  smsLogin: boolean;
  freePlay: boolean;
  forgotByPhone: boolean;
  captchaOnLogin: boolean;
  rememberedUsername: string | null;
  minimumAge: number;
};

/** What every successful login, registration and phone reset answers. */
export type LoginResult = {
  member: MemberInfo;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
};

export type SmsPurpose = 'login' | 'register' | 'resetPassword';
