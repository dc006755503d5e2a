/**
 * The accounts area's profile and security-centre endpoints (see profile.ts): the profile form,
 * the avatar picker (`GET /wps/member/info/icon` of the spec, the choice a PUT to the same path),
 * binding an e-mail or mobile with a code, the login history and the live sessions.
 */
import { endpoints } from './endpoint.js';
import type { ErrorCode } from './errors.js';
import {
  AvatarChoiceSchema,
  AvatarIconsSchema,
  BindEmailSchema,
  BindMobileSchema,
  ContactCodeSentSchema,
  EmailCodeRequestSchema,
  EndSessionValueSchema,
  LoginHistoryPageSchema,
  LoginHistoryQuerySchema,
  MemberLanguageSchema,
  MemberSessionParamsSchema,
  MemberSessionsSchema,
  MobileCodeRequestSchema,
  ProfileSchema,
  ProfileUpdateSchema,
} from './profile.js';
import { AvatarSchema } from './accounts.js';

const CODE_SEND_ERRORS = [
  'TRIAL_ACCOUNT',
  'TOO_MANY_REQUESTS',
  'SMS_DAILY_LIMIT',
  'CONTACT_DUPLICATED',
] as const satisfies readonly ErrorCode[];
const BIND_ERRORS = [
  'TRIAL_ACCOUNT',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'CONTACT_DUPLICATED',
] as const satisfies readonly ErrorCode[];

export const profileEndpoints = endpoints('profile', {
  profile: { method: 'GET', path: '/wps/member/profile', auth: 'member', response: ProfileSchema },
  updateProfile: {
    method: 'PUT',
    path: '/wps/member/profile',
    auth: 'member',
    body: ProfileUpdateSchema,
    response: ProfileSchema,
    errors: ['TRIAL_ACCOUNT', 'PROFILE_INVALID'],
  },
  setLanguage: {
    method: 'PUT',
    path: '/wps/member/language',
    auth: 'member',
    body: MemberLanguageSchema,
    response: MemberLanguageSchema,
  },
  avatarIcons: { method: 'GET', path: '/wps/member/info/icon', auth: 'member', response: AvatarIconsSchema },
  chooseAvatar: {
    method: 'PUT',
    path: '/wps/member/info/icon',
    auth: 'member',
    body: AvatarChoiceSchema,
    response: AvatarSchema,
    errors: ['NOT_FOUND'],
  },
  sendEmailCode: {
    method: 'POST',
    path: '/wps/member/bind/email/code',
    auth: 'member',
    body: EmailCodeRequestSchema,
    response: ContactCodeSentSchema,
    errors: CODE_SEND_ERRORS,
  },
  bindEmail: {
    method: 'POST',
    path: '/wps/member/bind/email',
    auth: 'member',
    body: BindEmailSchema,
    response: ProfileSchema,
    errors: BIND_ERRORS,
  },
  sendMobileCode: {
    method: 'POST',
    path: '/wps/member/bind/mobile/code',
    auth: 'member',
    body: MobileCodeRequestSchema,
    response: ContactCodeSentSchema,
    errors: CODE_SEND_ERRORS,
  },
  bindMobile: {
    method: 'POST',
    path: '/wps/member/bind/mobile',
    auth: 'member',
    body: BindMobileSchema,
    response: ProfileSchema,
    errors: BIND_ERRORS,
  },
  loginHistory: {
    method: 'GET',
    path: '/wps/member/login/history',
    auth: 'member',
    query: LoginHistoryQuerySchema,
    response: LoginHistoryPageSchema,
  },
  sessions: { method: 'GET', path: '/wps/member/sessions', auth: 'member', response: MemberSessionsSchema },
  /** Revokes one live session of the member's (the caller's own too); the gateways end it everywhere. */
  endSession: {
    method: 'DELETE',
    path: '/wps/member/sessions/:id',
    auth: 'member',
    params: MemberSessionParamsSchema,
    response: EndSessionValueSchema,
    errors: ['NOT_FOUND'],
  },
});
