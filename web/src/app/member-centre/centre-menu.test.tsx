import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openMemberCentre } from '@/testing/render-centre';

/** Gives the menu a phone-sized box: 360 px visible of 1200 px of tabs, scrolled to `left`. */
function layOut(menu: HTMLElement, left: number) {
  Object.defineProperty(menu, 'clientWidth', { configurable: true, value: 360 });
  Object.defineProperty(menu, 'scrollWidth', { configurable: true, value: 1200 });
  menu.scrollLeft = left;
  fireEvent.scroll(menu);
}

describe('member-centre menu on phones', () => {
  it('marks the edges with more entries beyond them, as it scrolls', async () => {
    const { dialog } = await openMemberCentre();
    const menu = within(dialog).getByRole('tablist', { name: 'Member centre pages' });
    layOut(menu, 0);
    await waitFor(() => expect(menu).toHaveAttribute('data-more-after'));
    expect(menu).not.toHaveAttribute('data-more-before');
    layOut(menu, 400);
    await waitFor(() => expect(menu).toHaveAttribute('data-more-before'));
    expect(menu).toHaveAttribute('data-more-after');
    layOut(menu, 840);
    await waitFor(() => expect(menu).not.toHaveAttribute('data-more-after'));
  });

  it('brings the open page’s tab to the middle of the menu', async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled(this.textContent, options);
    };
    try {
      await openMemberCentre({ item: 'Withdraw' });
      await waitFor(() =>
        expect(scrolled).toHaveBeenCalledWith('Withdraw', expect.objectContaining({ inline: 'center' })),
      );
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
