import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { AnalyticsFormat } from './analytics-format.ts';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

const HEIGHT = 220;

/**
 * One chart of figures per day, drawn by uPlot on a canvas, with the same figures in a table for screen
 * readers (the canvas is hidden from them). The chart follows its box's width.
 */
export function DayChart({
  title,
  days,
  series,
  format,
  dayLabel,
}: {
  title: string;
  days: string[];
  series: ChartSeries[];
  format: AnalyticsFormat;
  dayLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = days.map((_, index) => index);
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        scales: {
          x: { time: false },
          y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
        },
        // The figures are read from the table, so the canvas needs neither a cursor nor uPlot's legend
        // (nor uPlot's stylesheet, which would join every page's: whole-stylesheet-inline.md).
        cursor: { show: false },
        legend: { show: false },
        series: [
          { label: dayLabel },
          ...series.map(({ label, color }) => ({ label, stroke: color, width: 2 })),
        ],
        axes: [
          {
            values: (_u, splits) =>
              splits.map((index) => (Number.isInteger(index) ? format.day(days[index] ?? '') : '')),
          },
          { values: (_u, splits) => splits.map((value) => format.count(value)), size: 48 },
        ],
      },
      [xs, ...series.map(({ values }) => values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, format, dayLabel]);

  return (
    <figure className="relative grid gap-2 rounded-xl border border-border bg-white p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <ul aria-hidden="true" className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        {series.map(({ label, color }) => (
          <li key={label} className="flex items-center gap-2">
            <span className="h-1 w-4 rounded-full" style={{ backgroundColor: color }} />
            {label}
          </li>
        ))}
      </ul>
      <div
        ref={box}
        aria-hidden="true"
        className="min-w-0 [&_.u-over]:absolute [&_.u-under]:absolute [&_.u-wrap]:relative [&_canvas]:block"
        data-chart={title}
      />
      {/* A table ignores the width sr-only gives it: the wrapper is what is clipped. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              {series.map(({ label }) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{format.date(day)}</th>
                {series.map(({ label, values }) => (
                  <td key={label}>{format.count(values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
