/** A setting that stops start-up: its message is the one line that names it. */
export class ConfigError extends Error {}
