import {
  accountsEndpoints,
  sessionEndpoints,
  envelope,
  ErrorEnvelopeSchema,
  LoginValueSchema,
  OutboxSchema,
  RsaKeySchema,
  type ErrorEnvelope,
  type LoginValue,
  type RsaKey,
} from '@portal/contracts';
import { rsaOaepAesGcm } from '@portal/contracts/crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { adminHeaders, json } from './app.js';

/** Helpers for the account tests: encrypted calls, logins, the outbox, distinct visitor IPs. */

let ipCounter = 0;
/** A fresh visitor IP per call, so per-IP counters (captcha, registration cap) never leak between tests. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(process.pid % 200) + 1}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let deviceCounter = 0;
export function nextDevice(): string {
  deviceCounter += 1;
  return `test-device-${process.pid}-${deviceCounter}`;
}

export async function rsaKey(app: FastifyInstance): Promise<RsaKey> {
  return envelope(RsaKeySchema).parse(
    json(await app.inject({ method: 'GET', url: sessionEndpoints.rsaKey.path })),
  ).value;
}

export function encrypted(
  app: FastifyInstance,
  key: RsaKey,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const enc = rsaOaepAesGcm.encrypt(body, key.publicKey, key.keyId);
  return app.inject({
    method,
    url,
    headers: { 'content-type': 'text/plain', encryption: enc.header, ...headers },
    payload: enc.body,
  });
}

export function errorOf(res: LightMyRequestResponse): ErrorEnvelope {
  return ErrorEnvelopeSchema.parse(json(res));
}

/** The error envelope with its `value` kept (LOGIN_IP_VERIFICATION_REQUIRED carries one). */
export function rawError(res: LightMyRequestResponse): {
  errorCode: string;
  value: unknown;
  fields?: unknown;
} {
  return json(res) as { errorCode: string; value: unknown; fields?: unknown };
}

export function loginValueOf(res: LightMyRequestResponse): LoginValue {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelope(LoginValueSchema).parse(json(res)).value;
}

export interface LoginInput {
  username: string;
  password: string;
  type?: 'username' | 'sms';
  captcha?: string;
  countryDialingCode?: string;
  ipVerificationCode?: string;
  loginDeviceId?: string;
  ip?: string;
}

export function login(app: FastifyInstance, key: RsaKey, input: LoginInput): Promise<LightMyRequestResponse> {
  const { ip, ...rest } = input;
  return encrypted(
    app,
    key,
    'POST',
    accountsEndpoints.login.path,
    { type: 'username', loginDeviceId: 'test-device-default', ...rest },
    { 'x-forwarded-for': ip ?? nextIp() },
  );
}

/** A login by a Firebase phone sign-in's ID token (type firebase, ADR 0023). */
export function firebaseLogin(
  app: FastifyInstance,
  key: RsaKey,
  firebaseIdToken: string,
  ip = nextIp(),
): Promise<LightMyRequestResponse> {
  return encrypted(
    app,
    key,
    'POST',
    accountsEndpoints.login.path,
    { type: 'firebase', firebaseIdToken, loginDeviceId: nextDevice() },
    { 'x-forwarded-for': ip },
  );
}

export function authed(app: FastifyInstance, token: string, method: 'GET' | 'DELETE', url: string) {
  return app.inject({ method, url, headers: { authorization: token } });
}

export async function outbox(app: FastifyInstance, channel: 'sms' | 'email' | 'captcha', to: string) {
  const param = channel === 'sms' ? 'mobileNum' : channel === 'email' ? 'to' : 'deviceId';
  const res = await app.inject({
    method: 'GET',
    url: `/dev/outbox/${channel}?${param}=${encodeURIComponent(to)}`,
  });
  return envelope(OutboxSchema).parse(json(res)).value;
}

/** Asks for a captcha for the device and reads its solution from the development outbox. */
export async function solveCaptcha(app: FastifyInstance, deviceId: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `${accountsEndpoints.captcha.path}?deviceId=${encodeURIComponent(deviceId)}`,
  });
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.body}`);
  const [latest] = await outbox(app, 'captcha', deviceId);
  if (!latest?.code) throw new Error('captcha code missing from the outbox');
  return latest.code;
}

export function sendSms(
  app: FastifyInstance,
  body: Record<string, string>,
  ip = nextIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: accountsEndpoints.sendSms.path,
    headers: { 'x-forwarded-for': ip },
    payload: body,
  });
}

/** Sends a code and returns it from the outbox. */
export async function smsCode(
  app: FastifyInstance,
  mobileNum: string,
  countryDialingCode: string,
  purpose: string,
): Promise<string> {
  const res = await sendSms(app, { mobileNum, countryDialingCode, purpose });
  if (res.statusCode !== 200) throw new Error(`sms: ${res.body}`);
  const [latest] = await outbox(app, 'sms', `${countryDialingCode}${mobileNum}`);
  if (!latest?.code) throw new Error('sms code missing from the outbox');
  return latest.code;
}

export function setModule(app: FastifyInstance, modId: string, enabled: boolean) {
  return app.inject({
    method: 'PUT',
    url: `/admin/modules/${modId}`,
    headers: adminHeaders,
    payload: { enabled },
  });
}

export function patchMember(app: FastifyInstance, account: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: `/admin/members/${account}`, headers: adminHeaders, payload });
}

let userCounter = 0;
/** A username that meets the seeded rule (letter first, 6-16 letters and digits). */
export function nextUsername(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}${process.pid % 1000}x${userCounter}`.slice(0, 16);
}

let mobileCounter = 0;
/** National mobile ranges that normalizePhone accepts, per calling code. */
const MOBILE_RANGE: Record<string, string> = { '84': '98', '63': '917', '66': '81' };
/**
 * A valid mobile of the country (nine digits for VN and TH, ten for PH), distinct per process and
 * call, never the seed's 912345678.
 */
export function nextMobile(countryDialingCode = '+84'): string {
  mobileCounter += 1;
  const range = MOBILE_RANGE[countryDialingCode.replace(/^\+/, '')] ?? '98';
  return `${range}${String(process.pid % 10000).padStart(4, '0')}${String(mobileCounter % 1000).padStart(3, '0')}`;
}

export interface RegisterOptions {
  method?: 'username' | 'mobile';
  ip?: string;
  /** false: send no captcha (the default solves one). */
  solveCaptcha?: boolean;
}

/** Registers with a solved captcha unless the body brings one. */
export async function register(
  app: FastifyInstance,
  key: RsaKey,
  body: Record<string, unknown>,
  options: RegisterOptions = {},
): Promise<LightMyRequestResponse> {
  const deviceId = typeof body['loginDeviceId'] === 'string' ? body['loginDeviceId'] : nextDevice();
  const captcha =
    body['captcha'] === undefined && options.solveCaptcha !== false
      ? await solveCaptcha(app, deviceId)
      : undefined;
  const full = {
    registerUrl: 'https://luckylotus.example/register',
    registerMethod: 'WEB',
    login: true,
    loginDeviceId: deviceId,
    ...(captcha ? { captcha } : {}),
    ...body,
  };
  const url =
    options.method === 'mobile' ? accountsEndpoints.registerMobile.path : accountsEndpoints.register.path;
  return encrypted(app, key, 'PUT', url, full, { 'x-forwarded-for': options.ip ?? nextIp() });
}
