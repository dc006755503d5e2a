import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { pageItems, Pagination } from './pagination';

function Harness({ start, total }: { start: number; total: number }) {
  const [page, setPage] = useState(start);
  return (
    <I18nextProvider i18n={i18n}>
      <Pagination pageNo={page} totalPages={total} onPage={setPage} />
    </I18nextProvider>
  );
}

/** What a sighted reader sees in the pager: numbers and ellipses. */
function shown() {
  const list = within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('list');
  return [...list.querySelectorAll('li')].map((li) => li.textContent);
}

describe('pagination (range 3, margin 1)', () => {
  it('lists the margin pages, three pages around the current one and gaps between', () => {
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('renders numbered pages with aria-current and moves by number, next and previous', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness start={5} total={20} />);
    expect(shown()).toEqual(['1', '…', '4', '5', '6', '…', '20']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(shown()).toEqual(['1', '…', '18', '19', '20']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('button', { name: 'Page 19' })).toHaveAttribute('aria-current', 'page');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness start={1} total={20} />);
    await user.tab(); // previous is disabled: the first stop is page 1
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows nothing when everything fits on one page', () => {
    render(<Harness start={1} total={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
