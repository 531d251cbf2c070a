/**
 * How user text (table and column comments, names typed in the generator's form) enters
 * generated source. The reference pasted comments into Java source as they were, so a comment
 * could close its comment and add code (contract 9, item 19). Here every piece of user text goes
 * through one of these: string literals are JSON, comments cannot close themselves or break the
 * line, SQL strings double their quotes, and names are checked against strict patterns before use.
 */

/** A TypeScript string literal of any text: JSON escapes quotes, backslashes and line breaks; U+2028/9 too, to be safe in every reader. */
export function tsString(text: string): string {
  return JSON.stringify(text)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text for one line of a `/** … *\/` or `//` comment: no line breaks and no way to end the comment. */
export function commentText(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/\*\//g, '*\\/')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
}

/** A SQL string literal: quotes doubled, control characters dropped (standard_conforming_strings keeps backslashes literal). */
export function sqlString(text: string): string {
  return `'${text.replace(/[\u0000-\u001f\u007f]/g, '').replace(/'/g, "''")}'`;
}

/** Text of a `--` SQL comment line. */
export function sqlComment(text: string): string {
  return text.replace(/[\r\n\u2028\u2029\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** A database identifier the catalogue can hold and the generator accepts (contract: `^[a-z_][a-z0-9_]*$`). */
export const DB_NAME = /^[a-z_][a-z0-9_]*$/;
/** A TypeScript class-style name (`DemoInstrument`). */
export const CLASS_NAME = /^[A-Z][A-Za-z0-9]*$/;
/** A property name (`instrumentId`). */
export const FIELD_NAME = /^[a-z][A-Za-z0-9]*$/;
/** A module or business name: it becomes a folder, a file name, a route and a permission segment. */
export const SEGMENT_NAME = /^[a-z][a-z0-9]*$/;
/** A dictionary type (`sys_normal_disable`). */
export const DICT_TYPE = /^[a-z][a-z0-9_]*$/;

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in ' +
    'instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface ' +
    'package private protected public await async of any boolean number string symbol never unknown object undefined type ' +
    'constructor prototype __proto__'
  ).split(' '),
);

/** Whether a name cannot serve as a variable or property of generated code. */
export function isReserved(name: string): boolean {
  return RESERVED.has(name);
}

/** `demo_instrument` → `demoInstrument`. */
export function camelOf(dbName: string): string {
  return dbName.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/_/g, '');
}

/** `demo_instrument` → `DemoInstrument`. */
export function pascalOf(dbName: string): string {
  const camel = camelOf(dbName);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

export function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
