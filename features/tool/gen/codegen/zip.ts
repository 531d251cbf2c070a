import { strToU8, zipSync } from 'fflate';
import type { GeneratedFile } from './spec';

/** The generated files of one or more tables as one zip; a later table's file of the same path replaces an earlier one. */
export function zipOf(files: GeneratedFile[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) entries[file.path] = strToU8(file.source);
  return zipSync(entries, { level: 6 });
}
