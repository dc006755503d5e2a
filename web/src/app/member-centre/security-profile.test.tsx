import { waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { profile, profileApi } from '@/testing/account-fixtures';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';

async function openSecurity(api = {}) {
  const view = await openMemberCentre({ api });
  const panel = within(within(view.dialog).getByRole('tabpanel', { name: 'My account' }));
  await panel.findByRole('region', { name: 'Profile' });
  return { ...view, panel };
}

// The app and the centre's sections are large to transform: done once before the first test's clock.
beforeAll(async () => {
  await Promise.all([import('@/testing/render-app'), import('./member-centre'), import('./security-center')]);
}, 120_000);

describe('the security centre (profile, avatar, contacts, logins, sessions)', () => {
  it('checks the required fields, shows the server field errors, then saves', async () => {
    let calls = 0;
    const { panel, user, fake } = await openSecurity({
      'profile.update': (input: unknown) => {
        calls += 1;
        if (calls === 1) return new FakeGatewayError('PROFILE_INVALID', { birthday: 'PROFILE_UNDER_AGE' });
        return profile({ values: { ...profile().values, ...(input as object) } });
      },
    });
    const section = within(panel.getByRole('region', { name: 'Profile' }));
    const nickname = await section.findByLabelText('Nickname');
    await user.clear(nickname);
    await user.click(section.getByRole('button', { name: 'Save profile' }));
    expect(nickname).toHaveAccessibleDescription('This field is required.');
    expect(inputsOf(fake, 'profile.update')).toEqual([]);

    await user.type(nickname, 'Lotus');
    await user.type(section.getByLabelText('Birthday'), '2015-01-01');
    await user.click(section.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(section.getByLabelText('Birthday')).toHaveAccessibleDescription(
        expect.stringContaining('You must be at least 18 years old.'),
      ),
    );
    await user.clear(section.getByLabelText('Birthday'));
    await user.type(section.getByLabelText('Birthday'), '1990-01-01');
    await user.click(section.getByRole('button', { name: 'Save profile' }));
    expect(await section.findByText('Profile saved.')).toBeInTheDocument();
    expect(inputsOf(fake, 'profile.update')[1]).toMatchObject({ nickname: 'Lotus', birthday: '1990-01-01' });
  }, 90_000);

  it('shows a set real name read-only and hides the fields the brand hides', async () => {
    const locked = profile({
      values: { ...profile().values, realName: 'Nguyen Van A' },
      realNameLocked: true,
      rules: { ...profile().rules, zalo: { shown: false, required: false } },
    });
    const { panel } = await openSecurity(profileApi(locked));
    const section = within(panel.getByRole('region', { name: 'Profile' }));
    const realName = await section.findByLabelText('Real name');
    expect(realName).toHaveAttribute('readonly');
    expect(realName).toHaveAccessibleDescription(expect.stringContaining('Contact customer service'));
    expect(section.queryByLabelText('Zalo')).not.toBeInTheDocument();
  });

  it('binds an e-mail with the code sent to it', async () => {
    const { panel, user, fake } = await openSecurity();
    const section = within(panel.getByRole('region', { name: 'E-mail and mobile' }));
    await user.click(await section.findByRole('button', { name: 'Bind E-mail' }));
    const form = within(section.getByRole('form', { name: 'E-mail' }));
    await user.type(form.getByLabelText('E-mail'), 'player@example.com');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(inputsOf(fake, 'profile.sendEmailCode')).toEqual([{ email: 'player@example.com' }]),
    );
    await user.type(form.getByLabelText('Verification code'), '123456');
    await user.click(form.getByRole('button', { name: 'Confirm' }));
    expect(await section.findByText('E-mail verified.')).toBeInTheDocument();
    expect(inputsOf(fake, 'profile.bindEmail')).toEqual([{ email: 'player@example.com', code: '123456' }]);
    expect(section.getByText('pl***@example.com')).toBeInTheDocument();
  });

  it('picks an avatar', async () => {
    const { panel, user, fake } = await openSecurity();
    const section = within(panel.getByRole('region', { name: 'Avatar' }));
    await user.click(await section.findByRole('radio', { name: 'Avatar 3' }));
    expect(await section.findByText('Avatar changed.')).toBeInTheDocument();
    expect(inputsOf(fake, 'profile.chooseAvatar')).toEqual([{ iconId: 3 }]);
  });

  it('lists the logins and signs out another session at once, the current one after a warning', async () => {
    const { panel, user, fake } = await openSecurity();
    const history = within(panel.getByRole('region', { name: 'Login history' }));
    expect(await history.findByText('203.0.113.7')).toBeInTheDocument();
    expect(history.getByText('SMS code')).toBeInTheDocument();

    const sessions = within(panel.getByRole('region', { name: 'Active sessions' }));
    await user.click(await sessions.findByRole('button', { name: 'Sign out' }));
    expect(await sessions.findByText('The session was signed out everywhere.')).toBeInTheDocument();
    expect(inputsOf(fake, 'profile.endSession')).toEqual([{ id: 9 }]);

    await user.click(sessions.getByRole('button', { name: 'Sign out this device' }));
    expect(sessions.getByText(/you will be logged out here/)).toBeInTheDocument();
    expect(inputsOf(fake, 'profile.endSession')).toHaveLength(1);
    await user.click(sessions.getByRole('button', { name: 'Yes, sign out' }));
    await waitFor(() => expect(inputsOf(fake, 'profile.endSession')).toEqual([{ id: 9 }, { id: 12 }]));
  });
});
