import { ErrorCode } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedIn } from '@/testing/account-fixtures';
import { FakeGatewayError, PENDING } from '@/testing/fake-trpc';
import * as f from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

/** A window.open stand-in: the popup's document, location and close, as the flow uses them. */
function fakePopup() {
  const popup = {
    document: document.implementation.createHTMLDocument('popup'),
    location: { href: 'about:blank' },
    opener: {} as unknown,
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
  };
  return popup;
}

let popup: ReturnType<typeof fakePopup>;
let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  popup = fakePopup();
  open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const shortcuts = () => screen.findByRole('complementary', { name: 'Shortcuts' });

describe('right bar', () => {
  it('shows customer service, chat room (CBS3), help centre and Telegram to a visitor', async () => {
    renderApp();
    const bar = await shortcuts();
    const names = within(bar)
      .getAllByRole('listitem')
      .map((el) => el.textContent);
    expect(names).toEqual(['Customer service', 'Chat room', 'Help centre', 'Telegram (opens in a new tab)']);
    expect(within(bar).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
  });

  it('hides the chat room while CBS3 is off and Telegram without the resource', async () => {
    renderApp({
      api: {
        'system.bootstrap': f.bootstrap({ modules: { CBS3: false }, resources: f.resources(['IOS_APP']) }),
        'session.state': loggedIn,
      },
    });
    const bar = await shortcuts();
    expect(within(bar).queryByRole('button', { name: 'Chat room' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Telegram' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Help centre' })).toBeInTheDocument();
  });
});

describe('customer service', () => {
  it('opens the popup in the click and sends it to the desk URL', async () => {
    const { user, fake } = renderApp({
      api: { 'support.customerService': { url: '/support-chat/live?channel=web&language=EN' } },
    });
    await user.click(within(await shortcuts()).getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('', 'portal-customer-service', expect.stringContaining('popup'));
    expect(popup.opener).toBeNull();
    await waitFor(() =>
      expect(popup.location.href).toBe(`${window.location.origin}/support-chat/live?channel=web&language=EN`),
    );
    expect(fake.calls).toContain('support.customerService');
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the popup and says so when the desk cannot be reached', async () => {
    const { user } = renderApp({
      api: { 'support.customerService': new FakeGatewayError(ErrorCode.customerServiceUnavailable) },
    });
    await user.click(within(await shortcuts()).getByRole('button', { name: 'Customer service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer service' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Customer service is unavailable right now. Please try again later.',
    );
    expect(popup.close).toHaveBeenCalled();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the popup was blocked when the browser refuses the window', async () => {
    open.mockReturnValue(null);
    const { user, fake } = renderApp({ api: { 'support.customerService': PENDING } });
    await user.click(within(await shortcuts()).getByRole('button', { name: 'Customer service' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser blocked the chat window');
    expect(fake.calls).not.toContain('support.customerService');
  });

  it('the top menu entry runs the same flow', async () => {
    const { user } = renderApp({
      api: { 'support.customerService': { url: '/support-chat/vip?channel=web&language=EN' } },
    });
    const topMenu = await screen.findByRole('navigation', { name: 'Quick links' });
    await user.click(within(topMenu).getByRole('button', { name: 'Customer service' }));
    await waitFor(() => expect(popup.location.href).toContain('/support-chat/vip'));
  });

  it('the region-blocked page contacts customer service the same way', async () => {
    const { user } = renderApp({
      api: {
        'system.bootstrap': f.bootstrap({ status: 2 }),
        'support.customerService': { url: '/support-chat/live?channel=web&language=EN' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    await waitFor(() => expect(popup.location.href).toContain('/support-chat/live'));
  });
});

describe('chat room', () => {
  it('asks a visitor to log in and opens no window', async () => {
    const { user, fake } = renderApp();
    await user.click(within(await shortcuts()).getByRole('button', { name: 'Chat room' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(fake.calls).not.toContain('support.chatRoomUrl');
  });

  it('gives a trial account the real-account warning', async () => {
    const { user } = renderApp({ api: { 'session.state': { ...loggedIn, type: 4 } } });
    await user.click(within(await shortcuts()).getByRole('button', { name: 'Chat room' }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the room for a member with the theme colour as header colour', async () => {
    const { user, fake } = renderApp({
      api: { 'session.state': loggedIn, 'support.chatRoomUrl': { url: '/support-chat/room?ticket=t' } },
    });
    await user.click(within(await shortcuts()).getByRole('button', { name: 'Chat room' }));
    await waitFor(() =>
      expect(popup.location.href).toBe(`${window.location.origin}/support-chat/room?ticket=t`),
    );
    const sent = fake.inputs.find((i) => i.path === 'support.chatRoomUrl')?.input as { headerColor: string };
    expect(sent.headerColor).toMatch(/^#[0-9a-fA-F]{6}$/);
  });

  it('closes the window and shows the trial warning when the gateway refuses TRIAL_ACCOUNT', async () => {
    const { user } = renderApp({
      api: { 'session.state': loggedIn, 'support.chatRoomUrl': new FakeGatewayError(ErrorCode.trialAccount) },
    });
    await user.click(within(await shortcuts()).getByRole('button', { name: 'Chat room' }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('says the room is off when the gateway answers function.not.available', async () => {
    const { user } = renderApp({
      api: {
        'session.state': loggedIn,
        'support.chatRoomUrl': new FakeGatewayError(ErrorCode.functionNotAvailable),
      },
    });
    await user.click(within(await shortcuts()).getByRole('button', { name: 'Chat room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat room' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The chat room is not available on this site.',
    );
    expect(popup.close).toHaveBeenCalled();
  });
});
