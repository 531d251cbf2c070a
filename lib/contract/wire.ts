/** A column's value as the contract sends it: a time as text, null only where the column may be. */
type WireValue<V> = V extends Date ? string : V;

/**
 * A database row as the contract sends it: every timestamp as `yyyy-MM-dd HH:mm:ss` China time.
 * Contracts declare their answers with it over their tables' row types, and the services that
 * build those answers are checked against the contract, not the other way round.
 */
export type WireRow<T> = { [K in keyof T]: WireValue<T[K]> };
