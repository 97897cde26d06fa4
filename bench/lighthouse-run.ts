// Lighthouse on one page with its default mobile profile (simulated slow 4G, 4× CPU slowdown,
// a phone screen), driving the same Debian Chromium as the browser tests through CHROME_PATH.
// Lighthouse 12 runs on Node 20 (13 needs Node 22). The CLI launches and closes its own Chromium.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

const run = promisify(execFile);

interface Audit {
  score: number | null;
  numericValue?: number;
  details?: {
    overallSavingsBytes?: number;
    overallSavingsMs?: number;
    items?: { url?: string; wastedBytes?: number; duration?: number; startTime?: number; groupLabel?: string; items?: { node?: { snippet?: string } }[] }[];
  };
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
}

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** The opportunities worth reading, one line each. */
  findings: string[];
}

/**
 * Lighthouse's own runtime errors ("Something went wrong with recording the trace over your page
 * load. Please run Lighthouse again. (NO_NAVSTART)", 2026-12-01) end one run of a page that loads
 * fine: such a run is made again, up to this many tries in all, and said so. Any other failure ends the bench.
 */
const LIGHTHOUSE_TRIES = 3;

/** Runs the Lighthouse CLI, again after one of its own runtime errors. */
async function lighthouseCli(root: string, args: string[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run(resolve(root, 'node_modules/.bin/lighthouse'), args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 });
      return;
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '');
      if (attempt >= LIGHTHOUSE_TRIES || !stderr.includes('Runtime error encountered')) throw error;
      console.log(`  (Lighthouse's own error, run again: ${stderr.trim().split('\n')[0]})`);
    }
  }
}

const OPPORTUNITIES = ['render-blocking-resources', 'unused-javascript', 'unused-css-rules', 'uses-text-compression', 'uses-long-cache-ttl', 'legacy-javascript'];

export async function runLighthouse(root: string, url: string): Promise<LighthouseFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const output = join(outDir, 'report.json');
  try {
    await lighthouseCli(root, [url, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`]);
    const result = JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
    const value = (id: string): number => result.audits[id]?.numericValue ?? Number.NaN;
    const findings: string[] = [];
    for (const id of OPPORTUNITIES) {
      const audit = result.audits[id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      const items = audit.details?.items ?? [];
      const kib = audit.details?.overallSavingsBytes ? `${(audit.details.overallSavingsBytes / 1024).toFixed(0)} KiB` : '';
      const ms = audit.details?.overallSavingsMs ? `${Math.round(audit.details.overallSavingsMs)} ms` : '';
      const where = items.map((item) => item.url?.replace(/^https?:\/\/[^/]+/, '') ?? '').filter(Boolean).join(', ');
      findings.push(`${id}: ${[kib, ms].filter(Boolean).join(', ') || `${items.length} items`}${where ? ` (${where})` : ''}`);
    }
    // Which element the LCP is, so a slow LCP says what to make faster.
    const lcpNode = result.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcpNode) findings.push(`largest contentful paint: ${lcpNode.slice(0, 160)}`);
    // Where the main thread's time went and its longest tasks, as Lighthouse reports them, so a TBT
    // over its goal says what blocked.
    const work = result.audits['mainthread-work-breakdown']?.details?.items ?? [];
    if (work.length > 0) findings.push(`main thread: ${work.slice(0, 5).map((item) => `${item.groupLabel ?? '?'} ${Math.round(item.duration ?? 0)} ms`).join(', ')}`);
    const longTasks = result.audits['long-tasks']?.details?.items ?? [];
    if (longTasks.length > 0) {
      const tasks = longTasks.slice(0, 5).map((task) => `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms (${task.url?.replace(/^https?:\/\/[^/]+/, '') || 'the page'})`);
      findings.push(`long tasks (${longTasks.length}): ${tasks.join('; ')}`);
    }
    return {
      performance: Math.round((result.categories.performance.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      transferBytes: value('total-byte-weight'),
      findings,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
