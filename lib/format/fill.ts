/**
 * A message with its `{name}` placeholders filled in. The public pages' islands get their
 * messages as plain strings from the server and format them with this, not with the ICU
 * formatter, which would add more to every page than all of their own code.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
