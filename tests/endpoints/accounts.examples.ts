/**
 * How the descriptor walk calls each accounts endpoint (see walk.ts). Whatever spends a token or
 * changes a password does it to a member the example registers itself, never to the walk's player:
 * the examples of later areas still need that one's token.
 */
import { accountsEndpoints, envelope, OutboxSchema, type OutboxMessageSchema } from '@portal/contracts';
import type { z } from 'zod';
import { eventually } from '../support/stack.js';
import type { Examples, Walk } from './walk.js';

type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

const PASSWORD = 'Walk12345';
let counter = 0;
const next = () => ++counter;

/** A username the seeded rule accepts (a letter first, 6-16 letters and digits), new per call. */
const newUsername = () => `walk${process.pid % 10_000}x${next()}`;
/** A VN mobile nobody holds (nine digits, the 097 block), new per call. */
const newMobile = () =>
  `97${String(process.pid % 10_000).padStart(4, '0')}${String(next()).padStart(3, '0')}`;

/** What the development outbox holds for someone, newest first, once `until` holds. */
export async function outbox(
  walk: Walk,
  path: string,
  until: (list: OutboxMessage[]) => boolean = (list) => list.length > 0,
): Promise<OutboxMessage[]> {
  // The forgot-password mail is made after the answer, in the background.
  return eventually(async () => envelope(OutboxSchema).parse(await walk.admin('GET', path)).value, until);
}

async function solvedCaptcha(walk: Walk, deviceId: string): Promise<string> {
  await walk.call(accountsEndpoints.captcha, { query: { deviceId } }, null);
  const [latest] = await outbox(walk, `/dev/outbox/captcha?deviceId=${encodeURIComponent(deviceId)}`);
  if (!latest?.code) throw new Error('the captcha has no code in the outbox');
  return latest.code;
}

/** Sends a code to a VN number and reads it from the outbox. */
async function smsCode(
  walk: Walk,
  mobileNum: string,
  purpose: 'register' | 'resetPassword',
): Promise<string> {
  await walk.call(
    accountsEndpoints.sendSms,
    { body: { mobileNum, countryDialingCode: '+84', purpose } },
    null,
  );
  const [latest] = await outbox(walk, `/dev/outbox/sms?mobileNum=${mobileNum}&countryDialingCode=%2B84`);
  if (!latest?.code) throw new Error('the SMS has no code in the outbox');
  return latest.code;
}

/** The fields every registration carries, with a solved captcha for a new device. */
async function registerBase(walk: Walk) {
  const loginDeviceId = walk.deviceId();
  return {
    password: PASSWORD,
    confirmPassword: PASSWORD,
    registerUrl: 'https://luckylotus.example/register',
    registerMethod: 'WEB' as const,
    login: true,
    loginDeviceId,
    captcha: await solvedCaptcha(walk, loginDeviceId),
  };
}

interface NewMember {
  username: string;
  email: string;
  mobileNum: string;
  token: string;
}

let newMemberCount = 0;

/** Registers a member of the example's own (by username, with an e-mail and a mobile) and logs it in. */
export async function newMember(walk: Walk): Promise<NewMember> {
  const username = newUsername();
  const email = `${username}@walk.example`;
  const mobileNum = newMobile();
  // Each from an address of its own: the walk makes more members than a brand lets one address
  // register in a day (merchants.registrations_per_ip_per_day, 20), and it is not that rule's test.
  const answer = accountsEndpoints.register.response.parse(
    await walk.upstream.call(accountsEndpoints.register, {
      language: 'EN',
      ip: `198.51.100.${(newMemberCount = (newMemberCount % 250) + 1)}`,
      requestId: 'descriptor-walk',
      body: { ...(await registerBase(walk)), username, email, mobileNum, countryDialingCode: '+84' },
    }),
  );
  if (!answer.login) throw new Error('the registration answered no login');
  return { username, email, mobileNum, token: answer.login.token };
}

export const accountsExamples: Examples = {
  'accounts.login': (walk) =>
    walk.call(
      accountsEndpoints.login,
      {
        body: { username: 'demovip', password: 'Demo1234', type: 'username', loginDeviceId: walk.deviceId() },
      },
      null,
    ),
  'accounts.freePlay': (walk) =>
    walk.call(accountsEndpoints.freePlay, { body: { loginDeviceId: walk.deviceId() } }, null),
  'accounts.logout': async (walk) => {
    const login = accountsEndpoints.login.response.parse(
      await walk.call(
        accountsEndpoints.login,
        {
          body: {
            username: 'demovip',
            password: 'Demo1234',
            type: 'username',
            loginDeviceId: walk.deviceId(),
          },
        },
        null,
      ),
    );
    return walk.call(accountsEndpoints.logout, {}, { token: login.token });
  },
  'accounts.checkUsername': (walk) =>
    walk.call(accountsEndpoints.checkUsername, { query: { username: 'demoplayer' } }, null),
  'accounts.checkAffiliate': (walk) =>
    walk.call(accountsEndpoints.checkAffiliate, { query: { code: 'LOTUS88', domain: 'localhost' } }, null),
  'accounts.register': async (walk) =>
    walk.call(
      accountsEndpoints.register,
      { body: { ...(await registerBase(walk)), username: newUsername() } },
      null,
    ),
  'accounts.registerMobile': async (walk) => {
    const mobileNum = newMobile();
    const verificationCode = await smsCode(walk, mobileNum, 'register');
    return walk.call(
      accountsEndpoints.registerMobile,
      { body: { ...(await registerBase(walk)), mobileNum, countryDialingCode: '+84', verificationCode } },
      null,
    );
  },
  'accounts.forgotByEmail': async (walk) => {
    const member = await newMember(walk);
    return walk.call(
      accountsEndpoints.forgotByEmail,
      { body: { username: member.username, email: member.email } },
      null,
    );
  },
  'accounts.resetByEmail': async (walk) => {
    const member = await newMember(walk);
    await walk.call(
      accountsEndpoints.forgotByEmail,
      { body: { username: member.username, email: member.email } },
      null,
    );
    const [mail] = await outbox(walk, `/dev/outbox/email?to=${encodeURIComponent(member.email)}`);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    if (!token) throw new Error('the reset mail has no link');
    return walk.call(accountsEndpoints.resetByEmail, { body: { token, newPassword: 'Walk67890' } }, null);
  },
  'accounts.resetByPhone': async (walk) => {
    const member = await newMember(walk);
    const verificationCode = await smsCode(walk, member.mobileNum, 'resetPassword');
    return walk.call(
      accountsEndpoints.resetByPhone,
      {
        body: {
          mobileNum: member.mobileNum,
          countryDialingCode: '+84',
          verificationCode,
          newPassword: 'Walk67890',
          loginDeviceId: walk.deviceId(),
        },
      },
      null,
    );
  },
  'accounts.changePassword': async (walk) => {
    const member = await newMember(walk);
    return walk.call(
      accountsEndpoints.changePassword,
      { body: { oldPassword: PASSWORD, newPassword: 'Walk67890', confirmNewPassword: 'Walk67890' } },
      { token: member.token },
    );
  },
  'accounts.memberInfo': (walk) => walk.call(accountsEndpoints.memberInfo, {}),
  'accounts.avatar': (walk) => walk.call(accountsEndpoints.avatar, {}),
  'accounts.captcha': (walk) =>
    walk.call(accountsEndpoints.captcha, { query: { deviceId: walk.deviceId() } }, null),
  'accounts.sendSms': (walk) =>
    walk.call(
      accountsEndpoints.sendSms,
      { body: { mobileNum: newMobile(), countryDialingCode: '+84', purpose: 'register' } },
      null,
    ),
  'accounts.countryCodes': (walk) => walk.call(accountsEndpoints.countryCodes, {}, null),
};
