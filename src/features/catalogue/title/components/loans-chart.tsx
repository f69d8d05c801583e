import { layoutBars, type Datum } from './bar-chart';

const WIDTH = 600;
const HEIGHT = 200;
const LABEL_SPACE = 24;

/**
 * A bar chart with its numbers in a table: the drawing is hidden from screen readers,
 * which read the table (the caption names both).
 */
export interface LoansChartProps {
  data: Datum[];
  caption: string;
  /** Header of the label column (e.g. 'Year'). */
  labelHeader: string;
  /** Header of the value column (e.g. 'Loans'). */
  valueHeader: string;
}

// Texts come in as props (already translated), so this draws the same in tests and app.
export function LoansChart({ data, caption, labelHeader, valueHeader }: LoansChartProps) {
  const layout = layoutBars(data, { width: WIDTH, height: HEIGHT - LABEL_SPACE * 2 });
  return (
    <figure className="loans-chart">
      <figcaption>{caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="presentation" aria-hidden="true" focusable="false">
        <g transform={`translate(0 ${LABEL_SPACE})`}>
          {layout.bars.map((bar) => (
            <g key={bar.label}>
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} className="chart-bar" />
              <text x={bar.x + bar.width / 2} y={bar.y - 4} textAnchor="middle" className="chart-value">
                {bar.value}
              </text>
              <text x={bar.x + bar.width / 2} y={layout.height + 16} textAnchor="middle" className="chart-label">
                {bar.label}
              </text>
            </g>
          ))}
        </g>
      </svg>
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              <td>{datum.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
