import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import * as f from '@/testing/fixtures';
import { NoticeList } from './notice-list';

function renderList(count: number) {
  return render(
    <I18nextProvider i18n={i18n}>
      <NoticeList notices={f.notices(count)} />
    </I18nextProvider>,
  );
}

describe('notice list', () => {
  it('shows 9 notices per page with their start time', async () => {
    renderList(20);
    const items = screen.getAllByRole('button', { expanded: false });
    expect(items).toHaveLength(9);
    expect(items[0]).toHaveTextContent('Notice 1');
    expect(items[0]).toHaveTextContent('01/01/2026, 10:00:00 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(2);
    expect(screen.getByText('Notice 19')).toBeInTheDocument();
  });

  it('opens one notice at a time and sanitises its HTML', async () => {
    renderList(3);
    await userEvent.click(screen.getByRole('button', { name: /Notice 1/ }));
    expect(screen.getByText('Body of notice 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Notice 2/ }));
    expect(screen.queryByText('Body of notice 1')).not.toBeInTheDocument();
    const body = screen.getByText('Body of notice 2').parentElement!;
    expect(body.querySelector('script')).toBeNull();
    expect(within(body).getByRole('img').getAttribute('onerror')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says so when there are no notices', () => {
    renderList(0);
    expect(screen.getByText('There are no announcements right now.')).toBeInTheDocument();
  });
});
