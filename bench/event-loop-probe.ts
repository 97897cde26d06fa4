// Loaded into a bench's server process (`--import` after tsx, see startProcess's `probe`): once a
// second it prints the event loop's delay and the CPU the process used, as one line the bench
// reads, so a figure says whether the server's own loop or its CPU was what held a call back.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let cpu = process.cpuUsage();
let at = performance.now();
setInterval(() => {
  const used = process.cpuUsage(cpu);
  const now = performance.now();
  // One line: p99 and max delay (ms), the CPU share of one core over the second (%).
  process.stdout.write(`event-loop p99 ${(delay.percentile(99) / 1e6).toFixed(1)} max ${(delay.max / 1e6).toFixed(1)} cpu ${(((used.user + used.system) / 1000 / (now - at)) * 100).toFixed(0)}\n`);
  delay.reset();
  cpu = process.cpuUsage();
  at = now;
}, 1000).unref();
