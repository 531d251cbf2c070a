/**
 * The value of a `datetime-local` input (`yyyy-MM-ddTHH:mm`, with seconds when it steps by the
 * second) and the contract's time text (`yyyy-MM-dd HH:mm:ss`), both the association's local
 * time, as the server reads them.
 */

/** An input's value as the API writes times, the seconds added when the input left them out; empty stays empty. */
export function wireTimeOfInput(input: string): string {
  if (!input) return '';
  const [day, time = ''] = input.split('T');
  return `${day} ${time.length === 5 ? `${time}:00` : time}`;
}

/** A wire time as an input's value; null or empty is empty. */
export function inputTimeOfWire(wire: string | null | undefined): string {
  return wire ? wire.trim().replace(' ', 'T') : '';
}
