import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`: 100 on Linux). */
const TICKS = 100;

/** One process as /proc shows it: its parent and its CPU so far (user + system), in seconds. */
function readStat(pid: string): { ppid: string; cpu: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields that follow are counted from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: fields[1], cpu: (Number(fields[11]) + Number(fields[12])) / TICKS };
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

/**
 * Samples the CPU of `root` and every process under it every `intervalMs`, calling `add` with what each
 * one used since its previous sample and its command line (read each time: Next renames its processes).
 * A process that starts and ends between two samples is not seen; the caller compares with its total.
 */
export function sampleTree(root: number, add: (command: string, seconds: number) => void, intervalMs = 100): () => void {
  const last = new Map<string, number>();
  const sample = () => {
    const parents = new Map<string, string>();
    const cpu = new Map<string, number>();
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const stat = readStat(pid);
      if (!stat) continue;
      parents.set(pid, stat.ppid);
      cpu.set(pid, stat.cpu);
    }
    const inTree = (pid: string): boolean => {
      for (let at: string | undefined = pid; at && at !== '0'; at = parents.get(at)) if (at === String(root)) return true;
      return false;
    };
    for (const [pid, seconds] of cpu) {
      if (!inTree(pid)) continue;
      const used = seconds - (last.get(pid) ?? 0);
      last.set(pid, seconds);
      if (used > 0) add(readCommand(pid), used);
    }
  };
  const timer = setInterval(sample, intervalMs);
  return () => {
    clearInterval(timer);
    sample();
  };
}
