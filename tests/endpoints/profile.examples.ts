/**
 * How the descriptor walk calls each profile endpoint (see walk.ts). What changes a member (the
 * profile, the avatar, the bindings, ending a session) is done to a member the example registers.
 */
import { accountsEndpoints, profileEndpoints as e, type EndpointResponse } from '@portal/contracts';
import { newMember, outbox } from './accounts.examples.js';
import type { Examples } from './walk.js';

let counter = 0;
/** A VN mobile nobody holds (the 096 block: accounts' examples use 097). */
const newMobile = () =>
  `96${String(process.pid % 10_000).padStart(4, '0')}${String(++counter).padStart(3, '0')}`;

export const profileExamples: Examples = {
  'profile.profile': (walk) => walk.call(e.profile, {}),
  'profile.updateProfile': async (walk) => {
    const member = await newMember(walk);
    return walk.call(
      e.updateProfile,
      { body: { nickname: 'Walker', birthday: '1990-01-31', telegram: '@walker_one' } },
      { token: member.token },
    );
  },
  'profile.avatarIcons': (walk) => walk.call(e.avatarIcons, {}),
  'profile.setLanguage': async (walk) => {
    const member = await newMember(walk);
    return walk.call(e.setLanguage, { body: { language: 'VI' } }, { token: member.token });
  },
  'profile.chooseAvatar': async (walk) => {
    const member = await newMember(walk);
    return walk.call(e.chooseAvatar, { body: { iconId: 2 } }, { token: member.token });
  },
  'profile.sendEmailCode': async (walk) => {
    const member = await newMember(walk);
    return walk.call(e.sendEmailCode, { body: { email: `bind-${member.email}` } }, { token: member.token });
  },
  'profile.bindEmail': async (walk) => {
    const member = await newMember(walk);
    const email = `bind-${member.email}`;
    await walk.call(e.sendEmailCode, { body: { email } }, { token: member.token });
    const [mail] = await outbox(walk, `/dev/outbox/email?to=${encodeURIComponent(email)}`);
    const code = /(\d{6})/.exec(mail?.body ?? '')?.[1];
    if (!code) throw new Error('the binding mail has no code');
    return walk.call(e.bindEmail, { body: { email, code } }, { token: member.token });
  },
  'profile.sendMobileCode': async (walk) => {
    const member = await newMember(walk);
    return walk.call(
      e.sendMobileCode,
      { body: { countryDialingCode: '+84', mobileNum: newMobile() } },
      { token: member.token },
    );
  },
  'profile.bindMobile': async (walk) => {
    const member = await newMember(walk);
    const mobileNum = newMobile();
    await walk.call(
      e.sendMobileCode,
      { body: { countryDialingCode: '+84', mobileNum } },
      { token: member.token },
    );
    const [sms] = await outbox(walk, `/dev/outbox/sms?mobileNum=${mobileNum}&countryDialingCode=%2B84`);
    if (!sms?.code) throw new Error('the binding SMS has no code');
    return walk.call(
      e.bindMobile,
      { body: { countryDialingCode: '+84', mobileNum, code: sms.code } },
      { token: member.token },
    );
  },
  'profile.loginHistory': (walk) => walk.call(e.loginHistory, { query: { pageNo: 1, pageSize: 10 } }),
  'profile.sessions': (walk) => walk.call(e.sessions, {}),
  'profile.endSession': async (walk) => {
    const member = await newMember(walk);
    const second = accountsEndpoints.login.response.parse(
      await walk.call(
        accountsEndpoints.login,
        {
          body: {
            username: member.username,
            password: 'Walk12345',
            type: 'username',
            loginDeviceId: walk.deviceId(),
          },
        },
        null,
      ),
    );
    const sessions = (await walk.call(e.sessions, {}, { token: second.token })) as EndpointResponse<
      typeof e.sessions
    >;
    const other = sessions.find((s) => !s.current);
    if (!other) throw new Error('no second session to end');
    return walk.call(e.endSession, { params: { id: other.id } }, { token: second.token });
  },
};
