import { render } from '@testing-library/react';
import type uPlot from 'uplot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import TeamChart from './team-chart';

// uPlot draws on a canvas, which jsdom lacks: the test reads the options the chart is built with.
const built: uPlot.Options[] = [];
vi.mock('uplot', () => ({
  default: class {
    constructor(options: uPlot.Options) {
      built.push(options);
    }
    destroy() {}
    setSize() {}
  },
}));

const days = [
  { day: '2026-05-01', deposits: '100', validBets: '50', profitLoss: '-5' },
  { day: '2026-05-02', deposits: '200', validBets: '80', profitLoss: '12' },
];

describe('the team chart', () => {
  afterEach(() => {
    built.length = 0;
  });

  it('runs left to right with the amounts at the left in a left-to-right page', () => {
    render(<TeamChart days={days as never} format={(a) => a} />);
    const options = built.at(-1)!;
    expect(options.scales?.x?.dir).toBe(1);
    expect(options.axes?.[1]?.side).toBe(3);
  });

  it('is mirrored in a right-to-left page: time runs leftward, the amounts stand at the right', async () => {
    await i18n.changeLanguage('ar');
    render(<TeamChart days={days as never} format={(a) => a} />);
    const options = built.at(-1)!;
    expect(options.scales?.x?.dir).toBe(-1);
    expect(options.axes?.[1]?.side).toBe(1);
  });
});
