// The analysis chart: money in and out per day of the period, drawn with uPlot. uPlot is fetched
// here, when the analysis page first draws, so no other page carries it; the few rules it needs
// are the page's own (analysis.css.ts), since the app ships one stylesheet for every screen.
// Colours are the theme's, read from the page, so the chart follows the chosen theme.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { dayNumber } from '../../domain/bill-range';
import type { AnalyzeBillReply } from '../../domain/bill.schema';
import { vars } from '../../styles/theme.css';
import { useT } from '../use-t';
import * as styles from './analysis.css';

type Day = AnalyzeBillReply['byDay'][number];

const DAY_SECONDS = 86_400;

/** A theme variable's value on an element: `var(--x)` → its colour. */
function themeColour(element: Element, variable: string): string {
  const name = /var\((--[^),]+)/.exec(variable)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : variable;
}

/** uPlot's aligned data: day (seconds since 1970, UTC midnight), money in (up), money out (down). */
export function chartData(days: Day[]): [number[], number[], number[]] {
  const known = days.filter((day) => dayNumber(day.date) !== null);
  return [known.map((day) => (dayNumber(day.date) ?? 0) * DAY_SECONDS), known.map((day) => day.incoming), known.map((day) => -Math.abs(day.outgoing))];
}

export function AnalysisChart({ days, money, compact }: { days: Day[]; money: (amount: number) => string; compact: (amount: number) => string }) {
  const t = useT();
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let stopped = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: element.clientHeight }));
    import('uplot')
      .then(({ default: UPlot }) => {
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
            // The legend is the page's own (below), in the page's type and language.
            legend: { show: false },
            // No hover readout: the table below gives every figure, to every reader.
            cursor: { show: false, drag: { x: false, y: false } },
            // Money in stands above the line, money out hangs below it, so a day's two bars never overlap.
            scales: { x: { time: true }, y: { range: (_u, min, max) => [Math.min(min, 0) * 1.1, Math.max(max, 1) * 1.1] } },
            axes: [
              // Ticks fall on whole days (one to 91 apart, as many as fit), written as the day's date.
              { ...axis, incrs: [1, 2, 3, 7, 14, 30, 91].map((days) => days * DAY_SECONDS), values: (_u, ticks) => ticks.map((tick) => new Date(tick * 1000).toISOString().slice(5, 10)) },
              { ...axis, size: 56, values: (_u, ticks) => ticks.map((tick) => compact(tick)) },
            ],
            series: [
              { value: (_u, seconds) => (seconds == null ? '' : new Date(seconds * 1000).toISOString().slice(0, 10)) },
              { label: t('bill.in'), stroke: inColour, fill: inColour, paths: bars, points: { show: false }, value: (_u, v) => (v == null ? '' : money(v)) },
              { label: t('bill.out'), stroke: outColour, fill: outColour, paths: bars, points: { show: false }, value: (_u, v) => (v == null ? '' : money(Math.abs(v))) },
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
  }, [days, money, compact, t]);

  return (
    <figure className={styles.figure}>
      <div ref={holder} className={styles.chart} role="img" aria-label={t('bill.chartLabel')} />
      {failed && <p role="alert" className={styles.chartFailed}>{t('bill.chartFailed')}</p>}
      <figcaption className={styles.caption}>
        <span className={styles.legend}>
          <span className={styles.legendItem}><span className={styles.swatchIn} aria-hidden="true" />{t('bill.in')}</span>
          <span className={styles.legendItem}><span className={styles.swatchOut} aria-hidden="true" />{t('bill.out')}</span>
        </span>
        {t('bill.chartCaption')}
      </figcaption>
    </figure>
  );
}
