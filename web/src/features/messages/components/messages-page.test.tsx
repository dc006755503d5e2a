import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PENDING } from '@/testing/fake-trpc';
import { openMemberCentre } from '@/testing/render-centre';

const summary = (id: number, title: string, isRead: boolean) => ({
  id,
  title,
  isRead,
  createdAt: '2026-03-01T10:00:00.000Z',
});

function messagesApi(unread = 1) {
  const inbox = [summary(2, 'Weekend bonus', false), summary(1, 'Welcome', true)];
  let count = unread;
  return {
    'messages.unreadCount': () => count,
    'messages.onUnread': undefined,
    'messages.list': (input: unknown) => {
      const { pageNo } = input as { pageNo: number };
      return { list: pageNo === 1 ? inbox : [], pageNo, pageSize: 10, totalCount: 2, totalPages: 1 };
    },
    'messages.read': (input: unknown) => {
      const { id } = input as { id: number };
      const m = inbox.find((x) => x.id === id)!;
      if (!m.isRead) count -= 1;
      m.isRead = true;
      return { ...m, content: '<p>Deposit <strong>now</strong></p><img src=x onerror="window.hacked=1">' };
    },
  };
}

async function openMessages(api: Record<string, unknown>) {
  const view = await openMemberCentre({ api });
  await view.user.click(within(view.dialog).getByRole('tab', { name: /Platform messages/ }));
  return view;
}

describe('messageV2 in the member centre', () => {
  it('lists messages with the unread one marked and opens one through the sanitiser', async () => {
    const view = await openMessages(messagesApi());
    const list = await within(view.panel()).findByRole('list', { name: 'Platform messages' });
    const unread = within(list).getByRole('button', { name: /Unread:\s*Weekend bonus/ });
    expect(unread).toHaveClass('is-unread');
    expect(within(list).getByRole('button', { name: /Welcome/ })).not.toHaveClass('is-unread');
    // On the brand's clock (Asia/Ho_Chi_Minh, UTC+7), whatever the browser's zone.
    expect(within(unread).getByText('03/01/2026, 05:00:00 PM')).toBeInTheDocument();

    await view.user.click(unread);
    const article = await within(view.panel()).findByRole('article', { name: 'Weekend bonus' });
    expect(within(article).getByText('now')).toBeInTheDocument();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    await view.user.click(within(article).getByRole('button', { name: 'Back to messages' }));
    const back = await within(view.panel()).findByRole('list', { name: 'Platform messages' });
    await waitFor(() =>
      expect(within(back).getByRole('button', { name: /Weekend bonus/ })).not.toHaveClass('is-unread'),
    );
  }, 30_000);

  it('shows the badge on the menu and the avatar, and follows the live count', async () => {
    const view = await openMessages(messagesApi(2));
    const tab = within(view.dialog).getByRole('tab', { name: /Platform messages/ });
    await waitFor(() => expect(within(tab).getByLabelText('Unread messages: 2')).toBeInTheDocument());
    expect(screen.getByLabelText('Unclaimed items: 2')).toBeInTheDocument();

    view.fake.emit('messages.onUnread', 5);
    await waitFor(() => expect(within(tab).getByLabelText('Unread messages: 5')).toBeInTheDocument());
    expect(screen.getByLabelText('Unclaimed items: 5')).toBeInTheDocument();

    view.fake.emit('messages.onUnread', 0);
    await waitFor(() => expect(within(tab).queryByLabelText(/Unread messages/)).not.toBeInTheDocument());
    expect(screen.queryByLabelText(/Unclaimed items/)).not.toBeInTheDocument();
  }, 30_000);

  it('has loading, empty and error states', async () => {
    const loading = await openMessages({ ...messagesApi(0), 'messages.list': PENDING });
    expect(await within(loading.panel()).findByRole('status')).toHaveTextContent('Loading messages…');
    loading.unmount();

    const empty = await openMessages({
      ...messagesApi(0),
      'messages.list': { list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 },
    });
    expect(
      await within(empty.panel()).findByRole('heading', { name: 'No messages yet' }),
    ).toBeInTheDocument();
    empty.unmount();

    const failed = await openMessages({ ...messagesApi(0), 'messages.list': new Error('down') });
    const alert = await within(failed.panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Messages could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 30_000);

  it('pages the list', async () => {
    const pages: number[] = [];
    const view = await openMessages({
      ...messagesApi(0),
      'messages.list': (input: unknown) => {
        const { pageNo } = input as { pageNo: number };
        pages.push(pageNo);
        return {
          list: [summary(pageNo, `Message page ${pageNo}`, true)],
          pageNo,
          pageSize: 10,
          totalCount: 12,
          totalPages: 2,
        };
      },
    });
    await within(view.panel()).findByText('Message page 1');
    await view.user.click(within(view.panel()).getByRole('button', { name: 'Next page' }));
    await within(view.panel()).findByText('Message page 2');
    expect(within(view.panel()).getByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
  }, 30_000);
});
