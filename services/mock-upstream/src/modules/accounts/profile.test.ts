/**
 * The profile and security centre on the platform: the brand's rules, field-level errors that
 * change nothing, the real name set once, the avatar, binding an e-mail and a mobile with a code
 * from the outbox, the login history and ending one session.
 */
import {
  envelope,
  isCalendarDay,
  profileEndpoints as e,
  ProfileSchema,
  type ProfileUpdate,
} from '@portal/contracts';
import { BAD_DAYS } from '@portal/contracts/testing/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactCodes, merchants, members } from '../../db/schema/index.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import {
  errorOf,
  login,
  loginValueOf,
  nextDevice,
  nextMobile,
  nextUsername,
  outbox,
  register,
  rsaKey,
} from '../../test/accounts.js';
import { ageOn } from './profile.rules.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Demo1234';

async function newMember(): Promise<{ username: string; token: string }> {
  const key = await rsaKey(t.app);
  const username = nextUsername('prof');
  const res = await register(t.app, key, { username, password: PASSWORD, confirmPassword: PASSWORD });
  const value = json(res) as { value: { login: { token: string } } };
  return { username, token: value.value.login.token };
}

function call(token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: token,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

const profileOf = (res: { body: string }) => envelope(ProfileSchema).parse(json(res)).value;
const adult = '1990-05-17';

describe('profile', () => {
  it('answers the values, the default rules and the minimum age', async () => {
    const { token } = await newMember();
    const profile = profileOf(await call(token, 'GET', e.profile.path));
    expect(profile.rules.nickname).toEqual({ shown: true, required: true });
    expect(profile.rules.telegram).toEqual({ shown: true, required: false });
    expect(profile.minimumAge).toBe(18);
    expect(profile.realNameLocked).toBe(false);
    expect(profile.values.birthday).toBe('');
  });

  it('saves valid fields and answers every bad field at once, changing nothing', async () => {
    const { token } = await newMember();
    const bad: ProfileUpdate = { nickname: '', telegram: 'x', birthday: '2020-01-01', zalo: '0912 345 678' };
    const refused = await call(token, 'PUT', e.updateProfile.path, bad);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      errorCode: 'PROFILE_INVALID',
      fields: { nickname: 'PROFILE_REQUIRED', telegram: 'PROFILE_FORMAT', birthday: 'PROFILE_UNDER_AGE' },
    });
    const untouched = profileOf(await call(token, 'GET', e.profile.path));
    expect(untouched.values.zalo).toBe('');

    const saved = profileOf(
      await call(token, 'PUT', e.updateProfile.path, {
        nickname: 'Lotus',
        telegram: 'lotus_fan',
        zalo: '0912 345 678',
        birthday: adult,
        occupation: 'Engineer',
        realName: 'Nguyen Van A',
      }),
    );
    expect(saved.values).toMatchObject({ nickname: 'Lotus', telegram: '@lotus_fan', birthday: adult });
    expect(saved.realNameLocked).toBe(true);
    // An optional field may be cleared; the real name may not change any more.
    const cleared = profileOf(await call(token, 'PUT', e.updateProfile.path, { occupation: '' }));
    expect(cleared.values.occupation).toBe('');
    const locked = await call(token, 'PUT', e.updateProfile.path, { realName: 'Someone Else' });
    expect(errorOf(locked).fields).toEqual({ realName: 'REAL_NAME_LOCKED' });
  });

  it('answers every impossible birthday with PROFILE_FORMAT on the field (the date rule), changing nothing', async () => {
    const { token } = await newMember();
    for (const bad of BAD_DAYS.filter(
      // The profile trims its values: ' 2024-01-01' is a birthday; '' clears an optional one.
      (d): d is string => typeof d === 'string' && d.trim() !== '' && !isCalendarDay(d.trim()),
    )) {
      const refused = await call(token, 'PUT', e.updateProfile.path, { nickname: 'Lotus', birthday: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(errorOf(refused), bad).toMatchObject({
        errorCode: 'PROFILE_INVALID',
        fields: { birthday: 'PROFILE_FORMAT' },
      });
    }
    const untouched = profileOf(await call(token, 'GET', e.profile.path)).values;
    expect(untouched.birthday).toBe('');
    expect(untouched.nickname).not.toBe('Lotus');
  });

  it("follows the brand's rules: a hidden field is ignored, a required one must be there, the age is the brand's", async () => {
    const { token } = await newMember();
    const [row] = await t.app.db.select().from(members).where(eq(members.account, 'demoplayer'));
    const before = await t.app.db.select().from(merchants).where(eq(merchants.id, row!.merchantId));
    await t.app.db
      .update(merchants)
      .set({
        minimumAge: 21,
        profileRules: { zalo: { shown: false, required: true }, occupation: { shown: true, required: true } },
      })
      .where(eq(merchants.id, row!.merchantId));
    t.app.platform.merchants.forget();
    try {
      const profile = profileOf(await call(token, 'GET', e.profile.path));
      expect(profile.rules.zalo).toEqual({ shown: false, required: false });
      const twenty = new Date();
      twenty.setUTCFullYear(twenty.getUTCFullYear() - 20);
      const res = await call(token, 'PUT', e.updateProfile.path, {
        nickname: 'Rules',
        birthday: twenty.toISOString().slice(0, 10),
        zalo: '0912345678',
      });
      expect(errorOf(res).fields).toEqual({ birthday: 'PROFILE_UNDER_AGE', occupation: 'PROFILE_REQUIRED' });
    } finally {
      await t.app.db
        .update(merchants)
        .set({ minimumAge: before[0]!.minimumAge, profileRules: before[0]!.profileRules })
        .where(eq(merchants.id, row!.merchantId));
      t.app.platform.merchants.forget();
    }
  });

  it('lets the operator set the rules through /admin/profile/rules, validated field by field', async () => {
    const { token } = await newMember();
    const admin = (
      method: 'GET' | 'PUT',
      payload?: unknown,
      headers: Record<string, string> = adminHeaders,
    ) =>
      t.app.inject({
        method,
        url: '/admin/profile/rules',
        headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const before = json(await admin('GET')) as { value: Record<string, unknown> };
    expect(before.value['nickname']).toEqual({ shown: true, required: true });
    expect((await admin('PUT', {}, {})).statusCode).toBe(401);

    // Bad rules answer every bad field and change nothing.
    const bad = await admin('PUT', {
      zalo: { shown: false, required: true },
      telegram: { shown: 'yes', required: false },
      shoeSize: { shown: true, required: true },
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.keys(errorOf(bad).fields ?? {}).join(' ');
    expect(fields).toContain('zalo');
    expect(fields).toContain('telegram');
    expect(bad.body).toContain('shoeSize');
    expect(json(await admin('GET'))).toEqual(before);

    try {
      const saved = await admin('PUT', {
        zalo: { shown: false, required: false },
        occupation: { shown: true, required: true },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const rules = (json(saved) as { value: Record<string, unknown> }).value;
      expect(rules).toMatchObject({
        zalo: { shown: false, required: false },
        occupation: { shown: true, required: true },
        nickname: { shown: true, required: true },
      });
      // In force at once: the member's form and the server's validation follow them.
      const profile = profileOf(await call(token, 'GET', e.profile.path));
      expect(profile.rules).toEqual(rules);
      const res = await call(token, 'PUT', e.updateProfile.path, { nickname: 'Ruled', birthday: adult });
      expect(errorOf(res).fields).toEqual({ occupation: 'PROFILE_REQUIRED' });
    } finally {
      expect((await admin('PUT', {})).statusCode).toBe(200);
    }
    expect(json(await admin('GET'))).toEqual(before);
  });

  it('computes ages on calendar dates', () => {
    const today = new Date(Date.UTC(2026, 10, 27));
    expect(ageOn('2008-11-27', today)).toBe(18);
    expect(ageOn('2008-11-28', today)).toBe(17);
    expect(ageOn('2001-02-29', today)).toBeNull();
    expect(ageOn('27-11-2008', today)).toBeNull();
  });
});

describe('interface language', () => {
  it('keeps the language the member chose and answers it in the member info, for the next login anywhere', async () => {
    const { username, token } = await newMember();
    const info = async (tok: string) =>
      (json(await call(tok, 'GET', '/wps/member/info')) as { value: { language?: string | null } }).value;
    expect((await info(token)).language).toBeNull();
    const set = await call(token, 'PUT', e.setLanguage.path, { language: 'TH' });
    expect(set.statusCode).toBe(200);
    expect((json(set) as { value: unknown }).value).toEqual({ language: 'TH' });
    // Another device: a new login reads it.
    const key = await rsaKey(t.app);
    const other = loginValueOf(
      await login(t.app, key, { username, password: PASSWORD, loginDeviceId: nextDevice() }),
    );
    expect((await info(other.token)).language).toBe('TH');
    // It is no profile field: the form's values do not carry it.
    expect(Object.keys(profileOf(await call(token, 'GET', e.profile.path)).values)).not.toContain('language');
  });

  it('refuses a code that is no language of the brand, on the field, and keeps the one before', async () => {
    const { token } = await newMember();
    await call(token, 'PUT', e.setLanguage.path, { language: 'AR' });
    const bad = await call(token, 'PUT', e.setLanguage.path, { language: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(['language']);
    const info = json(await call(token, 'GET', '/wps/member/info')) as { value: { language: string } };
    expect(info.value.language).toBe('AR');
  });
});

describe('avatar', () => {
  it('offers icons, takes a choice and the player avatar follows it', async () => {
    const { token } = await newMember();
    const icons = json(await call(token, 'GET', e.avatarIcons.path)) as {
      value: { icons: { id: number; url: string }[]; current: number | null };
    };
    expect(icons.value.icons).toHaveLength(8);
    expect(icons.value.current).toBeNull();
    expect((await call(token, 'PUT', e.chooseAvatar.path, { iconId: 99 })).statusCode).toBe(404);
    expect((await call(token, 'PUT', e.chooseAvatar.path, { iconId: 3 })).statusCode).toBe(200);
    const avatar = json(await call(token, 'GET', '/wps/relay/MCSFE_getPlayerAvatar')) as {
      value: { avatar: string; avatarType: number };
    };
    expect(avatar.value).toEqual({ avatar: '/avatar/preset/3.svg', avatarType: 2 });
    expect((await t.app.inject({ method: 'GET', url: '/cdn/avatar/preset/3.svg' })).statusCode).toBe(200);
  });
});

describe('binding contacts', () => {
  it('binds an e-mail with the mailed code, once; a wrong code spends an attempt', async () => {
    const { token } = await newMember();
    const email = `${nextUsername('mail')}@example.com`;
    expect((await call(token, 'POST', e.sendEmailCode.path, { email })).statusCode).toBe(200);
    // One send per countdown.
    expect((await call(token, 'POST', e.sendEmailCode.path, { email })).statusCode).toBe(429);
    const [mail] = await outbox(t.app, 'email', email);
    const code = /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? 'missing';
    const wrong = code === '000000' ? '111111' : '000000';
    expect(errorOf(await call(token, 'POST', e.bindEmail.path, { email, code: wrong })).errorCode).toBe(
      'SMS_CODE_INVALID',
    );
    const bound = profileOf(await call(token, 'POST', e.bindEmail.path, { email, code }));
    expect(bound.email.verified).toBe(true);
    expect(bound.email.masked).toContain('@example.com');
    expect(errorOf(await call(token, 'POST', e.bindEmail.path, { email, code })).errorCode).toBe(
      'SMS_CODE_INVALID',
    );
  });

  it('refuses an expired code and one sent for another address', async () => {
    const { token } = await newMember();
    const email = `${nextUsername('exp')}@example.com`;
    await call(token, 'POST', e.sendEmailCode.path, { email });
    const [mail] = await outbox(t.app, 'email', email);
    const code = /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? 'missing';
    const other = await call(token, 'POST', e.bindEmail.path, { email: `x${email}`, code });
    expect(errorOf(other).errorCode).toBe('SMS_CODE_INVALID');
    await t.app.db
      .update(contactCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(contactCodes.target, email));
    expect(errorOf(await call(token, 'POST', e.bindEmail.path, { email, code })).errorCode).toBe(
      'SMS_CODE_EXPIRED',
    );
  });

  it('binds a mobile typed any way to its normalised number, and refuses one held by another member', async () => {
    const { token } = await newMember();
    const mobileNum = nextMobile();
    const typed = `0${mobileNum.slice(0, 3)} ${mobileNum.slice(3)}`;
    expect(
      (await call(token, 'POST', e.sendMobileCode.path, { countryDialingCode: '+84', mobileNum: typed }))
        .statusCode,
    ).toBe(200);
    const [sms] = await outbox(t.app, 'sms', `+84${mobileNum}`);
    const bound = profileOf(
      await call(token, 'POST', e.bindMobile.path, { countryDialingCode: '84', mobileNum, code: sms?.code }),
    );
    expect(bound.mobile.verified).toBe(true);
    const other = await newMember();
    const taken = await call(other.token, 'POST', e.sendMobileCode.path, {
      countryDialingCode: '+84',
      mobileNum,
    });
    expect(errorOf(taken)).toMatchObject({
      errorCode: 'CONTACT_DUPLICATED',
      fields: { mobileNum: 'CONTACT_DUPLICATED' },
    });
  });
});

describe('login history and sessions', () => {
  it('records each login with IP and device, pages them, and ends one session but not the others', async () => {
    const { username, token: first } = await newMember();
    const key = await rsaKey(t.app);
    const second = loginValueOf(
      await login(t.app, key, {
        username,
        password: PASSWORD,
        ip: '198.51.100.77',
        loginDeviceId: nextDevice(),
      }),
    ).token;
    const history = json(await call(second, 'GET', `${e.loginHistory.path}?pageNo=1&pageSize=1`)) as {
      value: {
        list: { ip: string; device: string; loginType: string }[];
        totalCount: number;
        totalPages: number;
      };
    };
    expect(history.value.totalCount).toBe(2);
    expect(history.value.totalPages).toBe(2);
    expect(history.value.list[0]).toMatchObject({ ip: '198.51.100.77', loginType: 'username' });
    expect(history.value.list[0]?.device).toMatch(/^web /);

    const sessions = json(await call(second, 'GET', e.sessions.path)) as {
      value: { id: number; current: boolean; ip: string | null }[];
    };
    expect(sessions.value).toHaveLength(2);
    const firstSession = sessions.value.find((s) => !s.current);
    expect(firstSession).toBeDefined();
    const ended = await call(second, 'DELETE', `/wps/member/sessions/${firstSession!.id}`);
    expect(json(ended)).toEqual({ success: true, value: { current: false } });
    expect((await call(first, 'GET', e.profile.path)).statusCode).toBe(401);
    expect((await call(second, 'GET', e.profile.path)).statusCode).toBe(200);
    // Not twice, and never another member's session.
    expect((await call(second, 'DELETE', `/wps/member/sessions/${firstSession!.id}`)).statusCode).toBe(404);
    const stranger = await newMember();
    const own = sessions.value.find((s) => s.current);
    expect((await call(stranger.token, 'DELETE', `/wps/member/sessions/${own!.id}`)).statusCode).toBe(404);
    // The caller may end its own session: it is then logged out.
    expect(json(await call(second, 'DELETE', `/wps/member/sessions/${own!.id}`))).toEqual({
      success: true,
      value: { current: true },
    });
    expect((await call(second, 'GET', e.profile.path)).statusCode).toBe(401);
  });
});
