// Lays out a simple vertical bar chart (pure, so the numbers can be tested).

export interface Datum {
  label: string;
  value: number;
}

export interface Bar extends Datum {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** The largest value, the top of the scale. */
  max: number;
  bars: Bar[];
}

export function layoutBars(data: Datum[], size: { width: number; height: number }, gap = 0.2): ChartLayout {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const slot = data.length === 0 ? 0 : size.width / data.length;
  const barWidth = slot * (1 - gap);
  const bars = data.map((datum, index) => {
    const height = max === 0 ? 0 : (Math.max(0, datum.value) / max) * size.height;
    return { ...datum, x: index * slot + (slot - barWidth) / 2, y: size.height - height, width: barWidth, height };
  });
  return { width: size.width, height: size.height, max, bars };
}
