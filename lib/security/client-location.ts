const PRIVATE_ADDRESS = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|localhost)/i;

/** The reference writes `内网IP` for private addresses; without an address database, `XX XX` otherwise. */
export function locationOf(ip: string): string {
  return PRIVATE_ADDRESS.test(ip.replace(/^::ffff:/, '')) ? '内网IP' : 'XX XX';
}
