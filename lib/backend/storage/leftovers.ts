import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What a run leaves when it dies half-way (a restore's work folder, a backup being written, an
 * upload still streaming) is named with a mark of its owner, `<pid>@<host>`, so that the next
 * start or the nightly clean-up can tell it from the work of a run still in progress, here or on
 * another instance sharing the folder.
 */
const host = os.hostname().replace(/[^A-Za-z0-9-]/g, '_') || 'host';
const MARK = /(?:^|\.)(\d+)@([A-Za-z0-9_-]+)(?:\.|$)/;

/** `base.<pid>@<host>`: the name of an entry this process writes and removes when it is done. */
export const ownedName = (base: string): string => `${base}.${process.pid}@${host}`;

/**
 * Beyond this age an entry is a leftover whoever made it: another instance's (whose processes
 * cannot be seen from here), an unmarked one of an older version, or one whose pid was reused.
 * Every run that leaves such entries ends within the hour (uploads within minutes).
 */
export const LEFTOVER_GRACE_MS = 24 * 3600_000;

/** Entries of one folder that runs leave behind when they die, and nothing else. */
export interface LeftoverRule {
  folder: string;
  matches(name: string): boolean;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it is another account's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote `name` is gone: it is marked as this host's and its pid runs no more. */
function ownerIsGone(name: string): boolean {
  const mark = MARK.exec(name);
  return mark !== null && mark[2] === host && !isAlive(Number(mark[1]));
}

async function ageOf(entry: string, now: number): Promise<number> {
  try {
    return now - (await fs.promises.lstat(entry)).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Removes what matches the rules and was left by a process that is gone, or is older than
 * `graceMs`; answers the paths removed. A folder that does not exist has nothing to remove.
 */
export async function removeLeftovers(
  rules: readonly LeftoverRule[],
  { graceMs = LEFTOVER_GRACE_MS, now = Date.now() }: { graceMs?: number; now?: number } = {},
): Promise<string[]> {
  const removed: string[] = [];
  for (const rule of rules) {
    let names: string[];
    try {
      names = await fs.promises.readdir(rule.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names.filter((entry) => rule.matches(entry))) {
      const entry = path.join(rule.folder, name);
      if (!ownerIsGone(name) && (await ageOf(entry, now)) <= graceMs) continue;
      await fs.promises.rm(entry, { recursive: true, force: true });
      removed.push(entry);
    }
  }
  return removed;
}
