import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import * as f from '@/testing/fixtures';

async function footer() {
  return await screen.findByRole('contentinfo');
}

describe('footer', () => {
  it('shows social links only for resources that exist', async () => {
    renderApp({
      api: { 'system.bootstrap': f.bootstrap({ resources: f.resources(['FACEBOOK', 'YOUTUBE']) }) },
    });
    const el = await footer();
    await within(el).findByRole('link', { name: 'Facebook' });
    expect(within(el).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://example.test/facebook',
    );
    expect(within(el).getByRole('link', { name: 'YouTube' })).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of ['Instagram', 'Twitter', 'Telegram']) {
      expect(within(el).queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('has no social section without social resources', async () => {
    renderApp({ api: { 'system.bootstrap': f.bootstrap({ resources: [] }) } });
    const el = await footer();
    await within(el).findByRole('link', { name: 'About Company' });
    expect(within(el).queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('links the seven policy pages to help articles and shows the copyright', async () => {
    renderApp();
    const el = await footer();
    const names = [
      'About Company',
      'Contact Us',
      'General Terms and Conditions',
      'Responsible Gaming',
      'Privacy Policy',
      'Affiliates',
      'Refund Policy',
    ];
    for (const name of names) {
      expect(within(el).getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/help\?topic=/),
      );
    }
    expect(within(el).getByText('© 2026 Golden Palace. All rights reserved.')).toBeInTheDocument();
  });

  it('lists the help centre categories', async () => {
    renderApp();
    const el = await footer();
    expect(await within(el).findByRole('link', { name: 'Rules' })).toHaveAttribute(
      'href',
      '/help?category=2',
    );
  });

  it('slides the vendor logos', async () => {
    renderApp();
    const providers = await screen.findByRole('region', { name: 'Game providers' });
    expect(await within(providers).findByRole('img', { name: 'Evolution' })).toHaveAttribute(
      'src',
      '/cdn/vendor/LIVE/EVO.svg',
    );
    expect(within(providers).getByRole('button', { name: 'Next provider logos' })).toBeInTheDocument();
  });

  it('goes from a footer policy link to its help article, open', async () => {
    const { user } = renderApp();
    const el = await footer();
    await user.click(within(el).getByRole('link', { name: 'Privacy Policy' }));
    const trigger = await screen.findByRole('button', { name: 'Privacy Policy', expanded: true });
    expect(trigger).toBeInTheDocument();
    expect(screen.getByText('Privacy.')).toBeInTheDocument();
  });
});

describe('right bar', () => {
  it('shows customer service, chat room when CBS3 is on, help centre and Telegram when it exists', async () => {
    renderApp();
    const bar = await screen.findByRole('complementary', { name: 'Shortcuts' });
    expect(within(bar).getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Chat room' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
    expect(within(bar).getByRole('link', { name: /Telegram/ })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Platform messages' })).not.toBeInTheDocument();
  });

  it('hides the chat room when CBS3 is off and Telegram without a resource; messages when logged in', async () => {
    renderApp({
      api: {
        'system.bootstrap': f.bootstrap({ modules: { CBS3: false, INBOX3: true }, resources: [] }),
        'session.state': { isLoggedIn: true, isAgent: false, type: 1, mustChangePassword: false },
      },
    });
    const bar = await screen.findByRole('complementary', { name: 'Shortcuts' });
    await within(bar).findByRole('button', { name: 'Platform messages' });
    expect(within(bar).queryByRole('button', { name: 'Chat room' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: /Telegram/ })).not.toBeInTheDocument();
  });
});
