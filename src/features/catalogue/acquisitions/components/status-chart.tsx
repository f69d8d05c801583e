// Acquisition statistics drawn as a bar chart: hand-written SVG (no chart library), one bar
// per status, with the same figures as a table right after it (the chart's accessible
// alternative: the SVG is an image with a summary, the table is the data).
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../../lib/format';

export interface Bar { key: string; label: string; total: number }

const ROW = 28;
const LABEL = 190;
const WIDTH = 520;

export function BarChart({ bars, title, caption, headers }: { bars: Bar[]; title: string; caption: string; headers: [string, string] }) {
  const { t, i18n } = useLingui();
  const max = Math.max(1, ...bars.map((b) => b.total));
  const height = bars.length * ROW + 8;
  const summary = bars.map((b) => `${b.label}: ${formatNumber(b.total, { locale: i18n.locale })}`).join('; ');
  return (
    <figure className="bar-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={t`${title}. ${summary}`} preserveAspectRatio="xMinYMin meet">
        {bars.map((bar, i) => {
          const y = i * ROW + 4;
          const w = Math.max(2, ((WIDTH - LABEL - 48) * bar.total) / max);
          return (
            <g key={bar.key} data-bar={bar.key}>
              <text x={LABEL - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" className="bar-label">{bar.label}</text>
              <rect x={LABEL} y={y + 4} width={w} height={ROW - 10} rx="3" className="bar" />
              <text x={LABEL + w + 6} y={y + ROW / 2} dominantBaseline="middle" className="bar-value">{formatNumber(bar.total, { locale: i18n.locale })}</text>
            </g>
          );
        })}
      </svg>
      <figcaption>{caption}</figcaption>
      <table className="chart-table">
        <caption>{t`${title}: the figures`}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{formatNumber(bar.total, { locale: i18n.locale })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
