/**
 * A message as the build compiles it (next.config.ts): a plain string, or parts where a one-item
 * array names a placeholder. Our messages use no plural or select, so nothing else occurs.
 */
type CompiledMessage = string | (string | [string, ...unknown[]])[];

type Messages = { [key: string]: CompiledMessage | Messages };

function templateOf(message: CompiledMessage): string {
  if (typeof message === 'string') return message;
  return message
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.length !== 1) throw new Error(`a message with a plural or select cannot become a template: ${JSON.stringify(message)}`);
      return `{${part[0]}}`;
    })
    .join('');
}

/**
 * A namespace's messages as `{name}` templates, for islands that fill them with lib/format/fill.ts
 * rather than carry a message formatter. Raw templates (as in tests) pass through unchanged.
 */
export function messageTemplates<T>(messages: unknown): T {
  const walk = (node: CompiledMessage | Messages): unknown =>
    typeof node === 'string' || Array.isArray(node)
      ? templateOf(node)
      : Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  return walk(messages as Messages) as T;
}
