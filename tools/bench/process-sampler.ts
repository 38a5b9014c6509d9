import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`: 100 on Linux). */
const TICKS = 100;

/**
 * One process as /proc shows it: its parent, its CPU so far (user + system) and that of its children it
 * has waited for, in seconds.
 */
function readStat(pid: string): { ppid: string; cpu: number; reaped: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields that follow are counted from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: fields[1],
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
      reaped: (Number(fields[13]) + Number(fields[14])) / TICKS,
    };
  } catch {
    return undefined; // gone since the folder was listed
  }
}

function readCommand(pid: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/** The command line `add` is given for the CPU of processes that lived and were waited for between two samples. */
export const SHORT_LIVED = '(short-lived processes)';

/**
 * Samples the CPU of `root` and every process under it every `intervalMs`, calling `add` with what each
 * one used since its previous sample and its command line (read each time: Next renames its processes).
 * A process that starts and ends between two samples is not seen, but its parent, once it has waited
 * for it, counts its CPU as its children's: what that count grows by beyond the children seen to end
 * is theirs (`SHORT_LIVED`). A seen process's last moments before it ends are missed.
 */
export function sampleTree(root: number, add: (command: string, seconds: number) => void, intervalMs = 100): () => void {
  const last = new Map<string, { cpu: number; reaped: number; ppid: string }>();
  const sample = () => {
    const parents = new Map<string, string>();
    const stats = new Map<string, { cpu: number; reaped: number }>();
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const stat = readStat(pid);
      if (!stat) continue;
      parents.set(pid, stat.ppid);
      stats.set(pid, stat);
    }
    const inTree = (pid: string): boolean => {
      for (let at: string | undefined = pid; at && at !== '0'; at = parents.get(at)) if (at === String(root)) return true;
      return false;
    };
    // What the processes that ended since the last sample had used, counted already, by parent: their
    // parent's count of reaped CPU has grown by at least that much. A process's children that ended in
    // the same interval are in what it reaped, so theirs is counted in it.
    const gone = [...last].filter(([pid]) => !stats.has(pid));
    for (const [pid] of gone) last.delete(pid);
    const counted = (pid: string, record: { cpu: number; reaped: number }): number =>
      record.cpu + record.reaped + gone.filter(([, child]) => child.ppid === pid).reduce((sum, [child, r]) => sum + counted(child, r), 0);
    const ended = new Map<string, number>();
    for (const [pid, record] of gone) ended.set(record.ppid, (ended.get(record.ppid) ?? 0) + counted(pid, record));
    for (const [pid, { cpu, reaped }] of stats) {
      if (!inTree(pid)) continue;
      const before = last.get(pid);
      last.set(pid, { cpu, reaped, ppid: parents.get(pid)! });
      const used = cpu - (before?.cpu ?? 0);
      if (used > 0) add(readCommand(pid), used);
      const unseen = reaped - (before?.reaped ?? 0) - (ended.get(pid) ?? 0);
      if (before && unseen > 0) add(SHORT_LIVED, unseen);
    }
  };
  const timer = setInterval(sample, intervalMs);
  return () => {
    clearInterval(timer);
    sample();
  };
}
