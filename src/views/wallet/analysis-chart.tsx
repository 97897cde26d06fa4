// The analysis chart: money in and out per day of the period, drawn with uPlot. uPlot and its
// stylesheet are fetched here, when the analysis page first draws, so no other page carries them.
// Colours are the theme's, read from the page, so the chart follows the chosen theme.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { dayNumber } from '../../domain/bill-range';
import type { AnalyzeBillReply } from '../../domain/bill';
import { vars } from '../../styles/theme.css';
import { useT } from '../use-t';
import * as styles from './analysis.css';

type Day = AnalyzeBillReply['byDay'][number];

/** A theme variable's value on an element: `var(--x)` → its colour. */
function themeColour(element: Element, variable: string): string {
  const name = /var\((--[^),]+)/.exec(variable)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : variable;
}

/** uPlot's aligned data: day (seconds since 1970, UTC midnight), money in, money out. */
export function chartData(days: Day[]): [number[], number[], number[]] {
  const known = days.filter((day) => dayNumber(day.date) !== null);
  return [known.map((day) => (dayNumber(day.date) ?? 0) * 86_400), known.map((day) => day.incoming), known.map((day) => Math.abs(day.outgoing))];
}

export function AnalysisChart({ days, money }: { days: Day[]; money: (amount: number) => string }) {
  const t = useT();
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let stopped = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: element.clientHeight }));
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (stopped) return;
        const inColour = themeColour(element, vars.color.success);
        const outColour = themeColour(element, vars.color.danger);
        const axisColour = themeColour(element, vars.color.textMuted);
        const gridColour = themeColour(element, vars.color.border);
        const bars = UPlot.paths.bars?.({ size: [0.6, 24], gap: 2 });
        const axis = { stroke: axisColour, grid: { stroke: gridColour, width: 1 }, ticks: { stroke: gridColour, width: 1 } };
        chart = new UPlot(
          {
            width: element.clientWidth,
            height: element.clientHeight,
            // The days are calendar days of the site's timezone, written as UTC midnights.
            tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
            legend: { show: true },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
            axes: [axis, { ...axis, size: 64, values: (_u, ticks) => ticks.map((tick) => money(tick)) }],
            series: [
              { value: (_u, seconds) => (seconds == null ? '' : new Date(seconds * 1000).toISOString().slice(0, 10)) },
              { label: t('bill.in'), stroke: inColour, fill: inColour, paths: bars, points: { show: false }, value: (_u, v) => (v == null ? '' : money(v)) },
              { label: t('bill.out'), stroke: outColour, fill: outColour, paths: bars, points: { show: false }, value: (_u, v) => (v == null ? '' : money(v)) },
            ],
          },
          chartData(days),
          element,
        );
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [days, money, t]);

  return (
    <figure className={styles.figure}>
      <div ref={holder} className={styles.chart} role="img" aria-label={t('bill.chartLabel')} />
      {failed && <p role="alert" className={styles.chartFailed}>{t('bill.chartFailed')}</p>}
      <figcaption className={styles.caption}>{t('bill.chartCaption')}</figcaption>
    </figure>
  );
}
