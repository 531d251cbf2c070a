import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { toWireTime } from '@/lib/format/date-time';
import type { ServerInfo } from '../contract';
import { convertFileSize, div, javaListText, mul, percentOf, round, timeDistance } from './server-figures';

/** How long the CPU is watched: the reference sleeps a second; half of one keeps the page quick. */
export const CPU_SAMPLE_MS = 500;

/** CPU time by kind, in milliseconds, summed over every processor (OSHI's tick types). */
interface Ticks {
  user: number;
  nice: number;
  sys: number;
  idle: number;
  iowait: number;
  irq: number;
  softirq: number;
  steal: number;
}

/** Linux counts /proc/stat in USER_HZ, which is 100 on every architecture Node runs on. */
const MS_PER_JIFFY = 10;

async function readText(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** The machine's CPU time so far: /proc/stat where there is one (it has I/O wait), else what Node's os.cpus() counts. */
async function cpuTicks(): Promise<Ticks> {
  const line = (await readText('/proc/stat'))?.split('\n').find((row) => row.startsWith('cpu '));
  if (line) {
    const [user, nice, sys, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map((value) => Number(value) * MS_PER_JIFFY);
    return { user, nice, sys, idle, iowait, irq, softirq, steal };
  }
  const sum: Ticks = { user: 0, nice: 0, sys: 0, idle: 0, iowait: 0, irq: 0, softirq: 0, steal: 0 };
  for (const { times } of os.cpus()) {
    sum.user += times.user;
    sum.nice += times.nice;
    sum.sys += times.sys;
    sum.idle += times.idle;
    sum.irq += times.irq;
  }
  return sum;
}

/**
 * The reference's `cpu`: the processors' time over a short wait, by kind. `total` is the raw sum
 * of the time (×100, as RuoYi gives it), the others percentages of it; `used` is user time only.
 */
async function cpuFigures(sampleMs: number) {
  const before = await cpuTicks();
  await sleep(sampleMs);
  const after = await cpuTicks();
  const delta = Object.fromEntries(
    Object.keys(before).map((kind) => [kind, Math.max(0, after[kind as keyof Ticks] - before[kind as keyof Ticks])]),
  ) as unknown as Ticks;
  const total = Object.values(delta).reduce((sum, ticks) => sum + ticks, 0);
  const share = (ticks: number) => (total === 0 ? 0 : round(mul(ticks / total, 100), 2));
  return {
    cpuNum: os.cpus().length,
    total: round(mul(total, 100), 2),
    sys: share(delta.sys),
    used: share(delta.user),
    wait: share(delta.iowait),
    free: share(delta.idle),
  };
}

const GIB = 1024 * 1024 * 1024;
const MIB = 1024 * 1024;

/** The memory the system could still give out: MemAvailable where Linux tells it, else what Node calls free. */
async function availableMemory(): Promise<number> {
  const line = (await readText('/proc/meminfo'))?.split('\n').find((row) => row.startsWith('MemAvailable:'));
  const kib = line ? Number(line.split(/\s+/)[1]) : NaN;
  return Number.isFinite(kib) ? kib * 1024 : os.freemem();
}

/** The reference's `mem`, in GB to two places: used = total − available. */
async function memFigures() {
  const total = os.totalmem();
  const free = await availableMemory();
  const used = total - free;
  return { total: div(total, GIB, 2), used: div(used, GIB, 2), free: div(free, GIB, 2), usage: percentOf(used, total) };
}

/**
 * The reference's `jvm`, here the Node runtime: its heap in MB (total = the heap V8 has taken,
 * free = the part of it not in use, max = the limit it may grow to), its version and install
 * directory, when the process started and its command-line options.
 */
function runtimeFigures(now: Date) {
  const heap = v8.getHeapStatistics();
  const total = heap.total_heap_size;
  const free = total - heap.used_heap_size;
  const started = new Date(now.getTime() - Math.round(process.uptime() * 1000));
  return {
    total: div(total, MIB, 2),
    max: div(heap.heap_size_limit, MIB, 2),
    free: div(free, MIB, 2),
    used: div(total - free, MIB, 2),
    usage: percentOf(total - free, total),
    name: 'Node.js',
    version: process.version,
    home: path.dirname(process.execPath),
    startTime: toWireTime(started),
    runTime: timeDistance(now, started),
    inputArgs: javaListText(process.execArgv),
  };
}

/** The first IPv4 address outside this machine, as `InetAddress.getLocalHost()` would give it. */
function hostAddress(): string {
  for (const addresses of Object.values(os.networkInterfaces()))
    for (const address of addresses ?? []) if (address.family === 'IPv4' && !address.internal) return address.address;
  return '127.0.0.1';
}

function sysFigures() {
  let computerName = '未知';
  try {
    computerName = os.hostname() || computerName;
  } catch {
    // the reference's answer when the name cannot be read
  }
  return { computerName, computerIp: hostAddress(), userDir: process.cwd(), osName: os.type(), osArch: os.arch() };
}

interface Mount {
  dir: string;
  device: string;
  type: string;
}

/** /proc/mounts' fields escape spaces and the like as octal (`\040`). */
const unescapeMount = (text: string) => text.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));

async function mounts(): Promise<Mount[]> {
  const text = await readText('/proc/mounts');
  if (!text) return [];
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [device, dir, type] = line.split(' ').map(unescapeMount);
      return { device, dir, type };
    });
}

/** Filesystem magic numbers (statfs `f_type`) for systems without /proc/mounts. */
const FS_TYPES: Record<number, string> = {
  0xef53: 'ext4',
  0x58465342: 'xfs',
  0x9123683e: 'btrfs',
  0x01021994: 'tmpfs',
  0x794c7630: 'overlay',
  0x2fc12fc1: 'zfs',
  0x6969: 'nfs',
  0x4d44: 'vfat',
  0x5346544e: 'ntfs',
  0x1a: 'apfs',
};

/**
 * The reference's `sysFiles` for the filesystems that matter here: the one holding `/`, the
 * working directory's and the uploads' (the data directory), each once, by its mount point.
 * Sizes are the reference's strings; `free` is what an unprivileged process may still use.
 */
async function diskFigures(directories: string[]) {
  const table = await mounts();
  const seen = new Set<string>();
  const disks = [];
  for (const directory of directories) {
    const real = await fs.realpath(directory).catch(() => null);
    if (!real) continue;
    const mount = table
      .filter((entry) => real === entry.dir || real.startsWith(entry.dir.endsWith('/') ? entry.dir : `${entry.dir}/`))
      .reduce<Mount | null>((best, entry) => (!best || entry.dir.length >= best.dir.length ? entry : best), null);
    const dirName = mount?.dir ?? real;
    if (seen.has(dirName)) continue;
    seen.add(dirName);
    const stats = await fs.statfs(dirName).catch(() => null);
    if (!stats) continue;
    const total = stats.blocks * stats.bsize;
    const free = stats.bavail * stats.bsize;
    const used = total - free;
    disks.push({
      dirName,
      sysTypeName: mount?.type ?? FS_TYPES[stats.type] ?? `0x${stats.type.toString(16)}`,
      typeName: mount?.device ?? dirName,
      total: convertFileSize(total),
      free: convertFileSize(free),
      used: convertFileSize(used),
      usage: percentOf(used, total),
    });
  }
  return disks;
}

/**
 * `GET /monitor/server` (contract 5.15): the reference's `Server` for this machine and this Node
 * process. The CPU is watched for `sampleMs` without holding up other requests.
 */
export async function serverInfo(dataDirectory: string, sampleMs = CPU_SAMPLE_MS): Promise<ServerInfo> {
  const [cpu, mem, sysFiles] = await Promise.all([
    cpuFigures(sampleMs),
    memFigures(),
    diskFigures([path.parse(process.cwd()).root, process.cwd(), dataDirectory]),
  ]);
  return { cpu, mem, jvm: runtimeFigures(new Date()), sys: sysFigures(), sysFiles };
}
