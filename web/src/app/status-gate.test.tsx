import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PENDING } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';
import * as f from '@/testing/fixtures';

describe('system status', () => {
  it('shows the maintenance page in place of the app', async () => {
    renderApp({
      api: {
        'system.bootstrap': f.bootstrap({
          status: 1,
          maintenanceMessage: 'Upgrading the wallet service.',
          maintenanceUntil: '2026-02-01 08:30:00',
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are under maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Upgrading the wallet service.')).toBeInTheDocument();
    expect(screen.getByText('Expected back at 02/01/2026, 08:30:00 AM')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the region-blocked page with the visitor IP and a customer service button', async () => {
    const { user } = renderApp({
      api: { 'system.bootstrap': f.bootstrap({ status: 2, ip: '198.51.100.23' }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access restricted in your region' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 198.51.100.23')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(screen.getByRole('dialog', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('shows the invalid-address notice with a customer service button when the domain check fails', async () => {
    const { user } = renderApp({
      api: { 'system.bootstrap': f.bootstrap({ domainAllowed: false }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid address' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This address is not a valid address of Golden Palace. Please contact customer service.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Invalid address'));
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(screen.getByRole('dialog', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('shows the invalid-address notice in Vietnamese', async () => {
    const { user } = renderApp({ api: { 'system.bootstrap': f.bootstrap({ domainAllowed: false }) } });
    await user.click(await screen.findByRole('button', { name: /^Language:\s*EN/ }));
    await user.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Địa chỉ không hợp lệ'),
    );
    expect(screen.getByRole('button', { name: 'Liên hệ chăm sóc khách hàng' })).toBeInTheDocument();
  });

  it('follows the live status: maintenance on without a reload, and off again back to the app', async () => {
    const { fake } = renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Golden Palace' }),
    ).toBeInTheDocument();

    act(() =>
      fake.emit('system.onStatus', f.statusEvent({ status: 1, maintenanceMessage: 'Back in ten minutes.' })),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are under maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Back in ten minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    act(() => fake.emit('system.onStatus', f.statusEvent({ status: 0 })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Golden Palace' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows a loading splash while the bootstrap loads', async () => {
    renderApp({ api: { 'system.bootstrap': PENDING } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the site…');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows a translated network error with Retry when the bootstrap fails, and recovers', async () => {
    let fail = true;
    const { user } = renderApp({
      api: {
        'system.bootstrap': () => (fail ? new Error('UPSTREAM_UNAVAILABLE') : f.bootstrap()),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error. Please check your connection and retry.');
    expect(screen.queryByText('UPSTREAM_UNAVAILABLE')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Golden Palace' }),
    ).toBeInTheDocument();
  });

  it('lets people change language on the maintenance page', async () => {
    const { user } = renderApp({ api: { 'system.bootstrap': f.bootstrap({ status: 1 }) } });
    await user.click(await screen.findByRole('button', { name: /^Language:\s*EN/ }));
    await user.click(screen.getByRole('button', { name: '简体中文' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('系统维护中'));
    expect(within(screen.getByRole('main')).getByText(/我们正在升级系统/)).toBeInTheDocument();
  });
});
