// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutBars } from './bar-chart';
import { LoansChart } from './loans-chart';

afterEach(cleanup);

const years = [
  { label: '2023', value: 4 },
  { label: '2024', value: 10 },
  { label: '2025', value: 0 },
];

describe('layoutBars', () => {
  it('scales the tallest bar to the full height and a zero to nothing, left to right', () => {
    const layout = layoutBars(years, { width: 300, height: 100 });
    expect(layout.max).toBe(10);
    expect(layout.bars.map((bar) => bar.height)).toEqual([40, 100, 0]);
    expect(layout.bars.map((bar) => bar.y)).toEqual([60, 0, 100]);
    expect(layout.bars[0].x).toBeLessThan(layout.bars[1].x);
    expect(layout.bars[2].x + layout.bars[2].width).toBeLessThanOrEqual(300);
  });

  it('draws no bar taller than zero when nothing was borrowed', () => {
    expect(layoutBars([{ label: '2025', value: 0 }], { width: 100, height: 50 }).bars[0].height).toBe(0);
  });
});

describe('LoansChart', () => {
  it('gives screen readers every number in a table, and hides the drawing from them', () => {
    const { container } = render(
      <LoansChart data={years} caption="Loans per year" labelHeader="Year" valueHeader="Loans" />,
    );
    const table = screen.getByRole('table', { name: 'Loans per year' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['20234', '202410', '20250']);
    expect(within(table).getByRole('columnheader', { name: 'Loans' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '2024' })).toBeTruthy();
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('rect')).toHaveLength(3);
  });
});
