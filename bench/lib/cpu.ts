/**
 * CPU time of a server started by the bench, read from /proc: the sum of user and system time of
 * every process of its process group (the standalone server or next start, and any worker it forks), in ms. Divided
 * by the requests answered between two readings, it gives the server's CPU ms per request.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Every process's pid and the fields of /proc/<pid>/stat after its command name. */
function processStats(): Array<{ pid: number; fields: string[] }> {
  const out = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name (which may hold spaces): state ppid pgrp … utime(14) stime(15).
    out.push({ pid: Number(entry), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') });
  }
  return out;
}

export function processGroupCpuMs(groupId: number): number {
  let ticks = 0;
  for (const { fields } of processStats()) {
    if (Number(fields[2]) !== groupId) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time of a server that puts each child in its own session (PostgreSQL: every backend
 * calls setsid), in ms: the parent's own time, what its ended children used (cutime, cstime)
 * and the time of its live children.
 */
export function serverTreeCpuMs(parentPid: number): number {
  let ticks = 0;
  for (const { pid, fields } of processStats()) {
    if (pid === parentPid) {
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } else if (Number(fields[1]) === parentPid) {
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The embedded server's postmaster pid, when the database is the one of DATA_DIR. */
export function postmasterPid(dataDir = process.env.DATA_DIR ?? '.data'): number | null {
  try {
    const file = path.join(dataDir, 'postgres', 'postmaster.pid');
    return Number(fs.readFileSync(file, 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

/** CPU time of this process so far, in ms. */
export const nodeCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
