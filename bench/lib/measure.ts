/** One autocannon measure of a URL at 20 connections, with the server's CPU ms per request. */
import autocannon from 'autocannon';
import { processGroupCpuMs } from './cpu';

export const CONNECTIONS = 20;

export type Measured = {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  /** Answers whose status class is not the expected one. */
  unexpected: number;
  /** Server CPU time over the requests answered (NaN without a process group to read). */
  cpuMsPerRequest: number;
};

export async function measure(options: {
  url: string;
  duration: number;
  /** Seconds of warm-up before the measure (0: none). */
  warmup?: number;
  expected?: number;
  headers?: Record<string, string>;
  /** The server's process group, for its CPU time. */
  cpuGroup?: number;
}): Promise<Measured> {
  const base = {
    url: options.url,
    connections: CONNECTIONS,
    followRedirect: false,
    headers: options.headers ?? {},
  };
  if (options.warmup) await autocannon({ ...base, duration: options.warmup });
  const cpuBefore = options.cpuGroup ? processGroupCpuMs(options.cpuGroup) : NaN;
  const run = await autocannon({ ...base, duration: options.duration });
  const cpuAfter = options.cpuGroup ? processGroupCpuMs(options.cpuGroup) : NaN;
  const statusKey = `${Math.floor((options.expected ?? 200) / 100)}xx`;
  const counts = run as unknown as Record<string, number>;
  return {
    rps: run.requests.average,
    p50: run.latency.p50,
    p99: run.latency.p99,
    total: run.requests.total,
    errors: run.errors + run.timeouts,
    unexpected: run.requests.total - (counts[statusKey] ?? 0),
    cpuMsPerRequest: (cpuAfter - cpuBefore) / Math.max(1, run.requests.total),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median over the rounds of each round's throughput ratio to its baseline, in %. */
export function medianRatio(runs: Measured[], baselines: Measured[]): number {
  return median(runs.map((run, i) => (run.rps / baselines[i]!.rps) * 100));
}

/**
 * A report line's figures for runs measured round after round: medians of req/s, p50 and p99,
 * the median ratio to the baseline of the same round, and CPU ms per request, each 8 wide.
 */
export function medianColumns(runs: Measured[], baselines: Measured[]): string[] {
  const of = (pick: (m: Measured) => number, digits: number) =>
    median(runs.map(pick)).toFixed(digits).padStart(8);
  const ratio = medianRatio(runs, baselines);
  return [
    of((m) => m.rps, 0),
    of((m) => m.p50, 1),
    of((m) => m.p99, 1),
    `${ratio.toFixed(0)} %`.padStart(8),
    of((m) => m.cpuMsPerRequest, 1),
  ];
}
