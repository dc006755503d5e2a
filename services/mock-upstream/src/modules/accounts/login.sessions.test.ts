import {
  accountsEndpoints,
  AvatarSchema,
  envelope,
  MemberInfoSchema,
  type UpstreamEvent,
  WalletBalanceSchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/app.js';
import {
  authed,
  errorOf,
  login,
  loginValueOf,
  nextDevice,
  nextIp,
  patchMember,
  setModule,
} from '../../test/accounts.js';
import { t, key, logLines, issuedTokens, useLoginApp } from './login.test-setup.js';
import { clubLabelIn } from './member.service.js';

useLoginApp();

describe('session calls', () => {
  it('answers member info with masked contacts, the avatar, a zero balance; logout revokes', async () => {
    const { token, id } = loginValueOf(
      await login(t.app, key, { username: 'demovip', password: 'Demo1234' }),
    );
    const info = envelope(MemberInfoSchema).parse(
      json(await authed(t.app, token, 'GET', accountsEndpoints.memberInfo.path)),
    ).value;
    expect(info).toMatchObject({
      id,
      account: 'demovip',
      nickname: 'Demo VIP',
      type: 3,
      mobile: '+66 81****678',
      email: 'de*****@luckylotus.example',
      toUpline: true,
      clubLabel: { labelName: 'Diamond', rankLevel: 5 },
      memberLabel: ['VIP', 'High roller'],
    });
    expect(info.regDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The club level is said in the call's language (a seed level's name; an operator's own stays).
    const labelIn = async (language: string) =>
      envelope(MemberInfoSchema).parse(
        json(
          await t.app.inject({
            method: 'GET',
            url: accountsEndpoints.memberInfo.path,
            headers: { authorization: token, language },
          }),
        ),
      ).value.clubLabel.labelName;
    expect(await labelIn('TH')).toBe('ไดมอนด์');
    expect(await labelIn('VI')).toBe('Kim cương');
    expect(clubLabelIn('Platinum Elite', 'VI')).toBe('Platinum Elite');

    const avatar = envelope(AvatarSchema).parse(
      json(await authed(t.app, token, 'GET', accountsEndpoints.avatar.path)),
    ).value;
    expect(avatar.avatar).toBe(`/avatar/${id}.svg`);
    const image = await t.app.inject({ method: 'GET', url: `/cdn${avatar.avatar}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).not.toContain('VIP');

    const balance = envelope(WalletBalanceSchema).parse(
      json(await authed(t.app, token, 'GET', '/wps/v2/wallets/balance')),
    ).value;
    // A member who never moved money: the main wallet first, then every vendor wallet, all zero.
    expect(balance).toMatchObject({
      sumBalance: '0.00',
      currency: 'USD',
      currencySymbol: '$',
      holdBalance: '0.00',
    });
    expect(balance.balance[0]).toEqual({ accountTypeId: 1, availBalance: '0.00' });
    expect(balance.balance.length).toBeGreaterThan(1);
    expect(balance.balance.every((w) => w.availBalance === '0.00')).toBe(true);

    const out = await authed(t.app, token, 'DELETE', accountsEndpoints.logout.path);
    expect(json(out)).toEqual({ success: true, value: null });
    const after = await authed(t.app, token, 'GET', accountsEndpoints.memberInfo.path);
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).errorCode).toBe('login.not.session');
  });

  it('answers 401 login.not.session without a token or with a made-up one', async () => {
    for (const headers of [{}, { authorization: 'x'.repeat(43) }, { authorization: 'short' }]) {
      for (const url of [
        accountsEndpoints.memberInfo.path,
        '/wps/v2/wallets/balance',
        accountsEndpoints.avatar.path,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(401);
        expect(errorOf(res).errorCode).toBe('login.not.session');
      }
    }
  });

  it('ends the sessions of a member an operator disables, for good, and tells the gateways', async () => {
    const value = loginValueOf(await login(t.app, key, { username: 'demonewbie', password: 'Demo1234' }));
    const published: UpstreamEvent[] = [];
    const stop = t.app.events.subscribe((e) => published.push(e));
    try {
      expect((await patchMember(t.app, 'demonewbie', { status: 'disabled' })).statusCode).toBe(200);
      expect((await authed(t.app, value.token, 'GET', accountsEndpoints.memberInfo.path)).statusCode).toBe(
        401,
      );
      expect(published).toContainEqual({ type: 'session.revoked', merchant: 'demo', memberId: value.id });
    } finally {
      stop();
      await patchMember(t.app, 'demonewbie', { status: 'active' });
    }
    // Unlocking does not bring a token captured before the lock back.
    expect((await authed(t.app, value.token, 'GET', accountsEndpoints.memberInfo.path)).statusCode).toBe(401);
  });

  it('refuses admin member patches without the key, for unknown members and with bad fields', async () => {
    const noKey = await t.app.inject({
      method: 'PATCH',
      url: '/admin/members/demoplayer',
      payload: { type: 1 },
    });
    expect(noKey.statusCode).toBe(401);
    expect((await patchMember(t.app, 'nobodyatall', { type: 1 })).statusCode).toBe(404);
    const bad = await patchMember(t.app, 'demoplayer', { type: 7, extra: true });
    expect(errorOf(bad).errorCode).toBe('request_param_err');
    expect(errorOf(await patchMember(t.app, 'demoplayer', { rankLevel: -1 })).errorCode).toBe(
      'request_param_err',
    );
  });

  it('lets the operator set a VIP rank, which member info then shows', async () => {
    const { token } = loginValueOf(
      await login(t.app, key, { username: 'demoagent', password: 'Demo1234', ip: nextIp() }),
    );
    const before = await authed(t.app, token, 'GET', accountsEndpoints.memberInfo.path);
    const original = (json(before) as { value: { clubLabel?: { rankLevel?: number } } }).value.clubLabel
      ?.rankLevel;
    try {
      expect((await patchMember(t.app, 'demoagent', { rankLevel: 6 })).statusCode).toBe(200);
      const info = json(await authed(t.app, token, 'GET', accountsEndpoints.memberInfo.path)) as {
        value: { clubLabel?: { rankLevel?: number } };
      };
      expect(info.value.clubLabel?.rankLevel).toBe(6);
    } finally {
      await patchMember(t.app, 'demoagent', { rankLevel: original ?? 0 });
    }
  });
});

describe('free play', () => {
  it('creates a type 4 account with a generated name and logs it in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: accountsEndpoints.freePlay.path,
      headers: { 'x-forwarded-for': nextIp() },
      payload: { loginDeviceId: nextDevice() },
    });
    const value = loginValueOf(res);
    expect(value.customerType).toBe(4);
    expect(value.userName).toMatch(/^guest\d{8}/);
    const info = envelope(MemberInfoSchema).parse(
      json(await authed(t.app, value.token, 'GET', accountsEndpoints.memberInfo.path)),
    ).value;
    expect(info.type).toBe(4);
  });

  it('answers function.not.available while FREEPLAY3 is off', async () => {
    await setModule(t.app, 'FREEPLAY3', false);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: accountsEndpoints.freePlay.path,
        payload: { loginDeviceId: nextDevice() },
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).errorCode).toBe('function.not.available');
    } finally {
      await setModule(t.app, 'FREEPLAY3', true);
    }
  });
});

describe('logs', () => {
  it('never carry passwords, tokens or codes', async () => {
    await t.app.inject({ method: 'GET', url: '/__test/log-secrets' });
    const all = logLines.join('\n');
    expect(all).toContain('debugging a body');
    for (const secret of [
      'tok-secret-1',
      'sms-secret-2',
      'ip-secret-3',
      'cap-secret-4',
      'pw-secret-5',
      'Demo1234',
    ]) {
      expect(all).not.toContain(secret);
    }
    for (const token of issuedTokens) expect(all).not.toContain(token);
  });
});
