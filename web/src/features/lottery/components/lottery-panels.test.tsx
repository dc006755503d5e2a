import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LatestResultsPanel, PopularGamesPanel, VnNumbersPanel } from './lottery-panels';

describe('lottery lobby panels', () => {
  it('render nothing until someone passes them data', () => {
    const { container } = render(
      <>
        <LatestResultsPanel timeZone="Asia/Ho_Chi_Minh" />
        <LatestResultsPanel results={[]} timeZone="Asia/Ho_Chi_Minh" />
        <PopularGamesPanel onChoose={() => {}} />
        <VnNumbersPanel numbers={[]} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('show the data they are given', async () => {
    const onChoose = vi.fn();
    render(
      <>
        <LatestResultsPanel
          timeZone="Asia/Ho_Chi_Minh"
          results={[
            {
              gameCode: 'VNMB',
              gameName: 'Miền Bắc',
              numero: '20260302',
              drawTime: '2026-03-02T11:15:00.000Z',
              numbers: ['12', '34', '56'],
            },
          ]}
        />
        <PopularGamesPanel
          games={[{ gameCode: 'VNMB', vendor: 'TCG_LOTTO_VN', playType: 'LO2', gameName: 'Miền Bắc' }]}
          onChoose={onChoose}
        />
        <VnNumbersPanel numbers={[{ number: '07', hits: 3 }]} />
      </>,
    );
    const results = within(screen.getByRole('region', { name: 'Latest results' }));
    expect(results.getByText('Draw 20260302')).toBeInTheDocument();
    expect(results.getByText('2026-03-02 18:15:00')).toBeInTheDocument();
    expect(
      within(results.getByRole('list', { name: 'Winning numbers' }))
        .getAllByRole('listitem')
        .map((ball) => ball.textContent),
    ).toEqual(['12', '34', '56']);
    screen.getByRole('button', { name: /Miền Bắc/ }).click();
    expect(onChoose).toHaveBeenCalledWith({ gameCode: 'VNMB', vendor: 'TCG_LOTTO_VN', playType: 'LO2' });
    expect(screen.getByText('Number 07: drawn 3 times')).toBeInTheDocument();
  });
});
