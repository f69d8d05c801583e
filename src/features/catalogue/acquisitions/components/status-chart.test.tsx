// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import { BarChart } from './status-chart';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
beforeEach(() => activateSourceLanguage());

const bars = [
  { key: 'pre_sugestao', label: 'Pre-suggestion', total: 2 },
  { key: 'atendida', label: 'Attended', total: 8 },
];

describe('the statistics bar chart', () => {
  it('draws bars in proportion, with a summary for screen readers and the same figures as a table', () => {
    render(
      <I18nProvider i18n={i18n}>
        <BarChart bars={bars} title="Suggestions by status" caption="How many" headers={['Status', 'Suggestions']} />
      </I18nProvider>,
    );
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe('Suggestions by status. Pre-suggestion: 2; Attended: 8');
    const widths = [...chart.querySelectorAll('rect')].map((r) => Number(r.getAttribute('width')));
    expect(widths[1]).toBeCloseTo(widths[0] * 4, 5);
    const table = screen.getByRole('table', { name: 'Suggestions by status: the figures' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['StatusSuggestions', 'Pre-suggestion2', 'Attended8']);
  });
});
