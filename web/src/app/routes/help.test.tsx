import { act, screen, waitFor, within } from '@testing-library/react';
import type { HelpCategory } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';

describe('help centre search', () => {
  it('lists matching articles with the match marked, and opens the one chosen', async () => {
    const { user, router } = renderApp({ path: '/help' });
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Search the help centre' },
      { timeout: 10_000 },
    );
    await user.type(search, 'privacy');
    const status = await screen.findByText('1 article found');
    expect(status).toHaveAttribute('role', 'status');
    const results = screen.getByRole('region', { name: 'Results for “privacy”' });
    const item = within(results).getByRole('button', { name: /Privacy Policy/ });
    expect(within(item).getAllByText(/privacy/i, { selector: 'mark' }).length).toBeGreaterThan(0);
    await user.click(item);
    await waitFor(() => expect(router.state.location.search).toBe('?article=22'));
    const opened = await screen.findByRole('button', { name: 'Privacy Policy', expanded: true });
    // Keyboard users land on the article they chose.
    await waitFor(() => expect(opened).toHaveFocus());
    expect(search).toHaveValue('');
  });

  it('says when nothing matches, and Escape clears the search back to the topics', async () => {
    const { user } = renderApp({ path: '/helpmc' });
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Search the help centre' },
      { timeout: 10_000 },
    );
    await user.type(search, 'zzzz');
    expect(await screen.findByText(/No help articles match “zzzz”/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(await screen.findByRole('navigation', { name: 'Help topics' })).toBeInTheDocument();
  });

  it('announces the number of matches once the search has run', async () => {
    const { user } = renderApp({ path: '/help' });
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Search the help centre' },
      { timeout: 10_000 },
    );
    await act(async () => {
      await user.type(search, 'terms');
    });
    expect(await screen.findByText('1 article found')).toBeInTheDocument();
  });
});

describe('agent join page', () => {
  it('shows the brand’s agent programme, sanitised, and a link to register', async () => {
    renderApp({
      path: '/join',
      api: {
        'content.helpCenter': [
          {
            id: 5,
            title: 'Affiliates',
            sort: 1,
            articles: [
              {
                id: 51,
                categoryId: 5,
                title: 'Agent Programme',
                content: '<h2>Earn with us</h2><img src=x onerror="window.__joinXss=1"><p>45% commission</p>',
                sort: 1,
              },
            ],
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Become an agent' })).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: 'Agent Programme' });
    expect(within(article).getByRole('heading', { name: 'Earn with us' })).toBeInTheDocument();
    expect(article.innerHTML).not.toContain('onerror');
    expect((window as { __joinXss?: number }).__joinXss).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
  });

  it('falls back to the Affiliates article and says so when there is none', async () => {
    renderApp({ path: '/join', api: { 'content.helpCenter': [] } });
    expect(await screen.findByText(/Details of the agent programme are not available/)).toBeInTheDocument();
  });
});

describe('help centre topics in Vietnamese', () => {
  it('opens the footer topic (the terms and privacy links) from Vietnamese article titles', async () => {
    await act(() => i18n.changeLanguage('vi'));
    const vietnamese: HelpCategory[] = [
      {
        id: 2,
        title: 'Quy định và chính sách',
        sort: 1,
        articles: [
          { id: 21, categoryId: 2, title: 'Điều khoản và điều kiện chung', content: '<p>Đ</p>', sort: 1 },
          { id: 22, categoryId: 2, title: 'Chính sách bảo mật', content: '<p>B</p>', sort: 2 },
        ],
      },
    ];
    renderApp({ path: '/help?topic=privacy', api: { 'content.helpCenter': vietnamese } });
    expect(
      await screen.findByRole('button', { name: 'Chính sách bảo mật', expanded: true }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
