import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lotteryResults, popularLottery, vnNumbers } from '@/testing/lottery-fixtures';
import { LatestResultsPanel, PopularGamesPanel, VnNumbersPanel } from './lottery-panels';

const ready = { status: 'ready' } as const;
const games = [
  { gameCode: 'VNMB', gameName: 'Miền Bắc' },
  { gameCode: 'VNST1', gameName: 'Siêu Tốc 1 Phút' },
];

describe('lottery lobby panels', () => {
  it('show the latest draw in full and the earlier ones by their special prize', async () => {
    const onGameCode = vi.fn();
    render(
      <LatestResultsPanel
        load={ready}
        results={lotteryResults({ gameCode: 'VNST1', count: 3 })}
        games={games}
        gameCode="VNST1"
        onGameCode={onGameCode}
        timeZone="Asia/Ho_Chi_Minh"
      />,
    );
    const panel = within(screen.getByRole('region', { name: 'Latest results' }));
    expect(panel.getByText('Draw 20261122-0345')).toBeInTheDocument();
    expect(panel.getByText('11/22/2026, 05:45:00 AM')).toBeInTheDocument();
    const prizes = panel.getByRole('table', { name: 'Prizes of draw 20261122-0345' });
    const rows = within(prizes).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Special',
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
      '7th',
    ]);
    expect(rows[0]).toHaveTextContent(/^Special\d{5}$/);
    expect(rows[7]?.querySelectorAll('.lottery-prize__number')).toHaveLength(4);
    const earlier = within(panel.getByRole('list'));
    expect(earlier.getAllByRole('listitem').map((item) => item.textContent?.slice(0, 21))).toEqual([
      '20261122-034405:44:00',
      '20261122-034305:43:00',
    ]);

    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Game' }), 'Miền Bắc');
    expect(onGameCode).toHaveBeenCalledWith('VNMB');
  });

  it('say when a game has no draw yet', () => {
    render(
      <LatestResultsPanel
        load={ready}
        results={[]}
        games={games}
        gameCode="VNMB"
        onGameCode={() => {}}
        timeZone="UTC"
      />,
    );
    expect(screen.getByText('No draws yet. Results appear here after the first draw.')).toBeInTheDocument();
  });

  it('show loading, and a failure with a retry, in the panel only', async () => {
    const retry = vi.fn();
    render(
      <>
        <PopularGamesPanel
          load={{ status: 'loading' }}
          games={undefined}
          isOffered={() => true}
          onChoose={() => {}}
        />
        <VnNumbersPanel
          load={{ status: 'error', error: new Error('down'), retry }}
          stats={undefined}
          gameName={null}
        />
      </>,
    );
    const popular = within(screen.getByRole('region', { name: 'Popular games' }));
    expect(popular.getByRole('status')).toHaveTextContent('Loading…');
    const numbers = within(screen.getByRole('region', { name: 'VN number statistics' }));
    await userEvent.click(within(numbers.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('launch a popular game like a tile, and not one whose vendor is not offered here', async () => {
    const onChoose = vi.fn();
    render(
      <PopularGamesPanel
        load={ready}
        games={popularLottery()}
        isOffered={(vendor) => vendor !== 'ELSEWHERE'}
        onChoose={onChoose}
      />,
    );
    const items = screen.getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Siêu Tốc 1 Phút12 bets in 24 h',
      '2Fast SSC 1 Min',
      '3Malaysia 4D',
    ]);
    await userEvent.click(items[0]!);
    expect(onChoose).toHaveBeenCalledWith({ gameCode: 'VNST1', vendor: 'TCG_LOTTO_VN', playType: 'DE' });
    expect(items[2]).toBeDisabled();
  });

  it('lay the 100 numbers out 10 by 10, hot and cold marked, one tab stop moved by the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <VnNumbersPanel load={ready} stats={vnNumbers({ gameCode: 'VNST1' })} gameName="Siêu Tốc 1 Phút" />,
    );
    const panel = within(screen.getByRole('region', { name: 'VN number statistics' }));
    expect(panel.getByText('Siêu Tốc 1 Phút, over the last 30 draws')).toBeInTheDocument();
    const grid = panel.getByRole('grid', { name: 'VN number statistics' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.children.length)).toEqual(Array(10).fill(10));
    // Role queries by name over 100 cells are slow in jsdom: read each cell's spoken text instead.
    const cells = within(grid).getAllByRole('gridcell');
    const spoken = (cell: Element | undefined) => cell?.querySelector('.visually-hidden')?.textContent;
    // Most drawn (4 times), most recently first: 12 32 52 72 92 (1 draw ago), then 17 37 57 77 97.
    const hot = cells.filter((cell) => spoken(cell)?.endsWith(', hot'));
    expect(hot.map((cell) => spoken(cell)?.slice(7, 9))).toEqual([
      '12',
      '17',
      '32',
      '37',
      '52',
      '57',
      '72',
      '77',
      '92',
      '97',
    ]);
    expect(hot.every((cell) => cell.classList.contains('is-hot'))).toBe(true);
    expect(spoken(cells[0])).toBe('Number 00: drawn 0 times, not drawn in these draws, cold');
    expect(cells.filter((cell) => spoken(cell)?.endsWith(', cold'))).toHaveLength(10);
    expect(panel.getByRole('list', { name: 'Legend' })).toHaveTextContent('Hot: among the 10 most drawn');

    await user.tab();
    expect(cells[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(cells[11]).toHaveFocus();
    expect(
      panel.getByText('Number 11: drawn 2 times, last drawn 4 draws ago', { selector: 'p' }),
    ).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(cells[19]).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cells[99]).toHaveFocus();
    expect(cells.filter((cell) => cell.tabIndex === 0)).toEqual([cells[99]]);
  });

  it('move along a row in the direction of the page: in a right-to-left page ArrowLeft is the next number', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    try {
      render(<VnNumbersPanel load={ready} stats={vnNumbers({ gameCode: 'VNST1' })} gameName="VNST1" />);
      const cells = within(screen.getByRole('grid')).getAllByRole('gridcell');
      await user.tab();
      expect(cells[0]).toHaveFocus();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(cells[2]).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(cells[1]).toHaveFocus();
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });
});
