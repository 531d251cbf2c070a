/** An address as RFC 5322 writes it without comments: a local part, @, a domain with a dot, or `localhost`. */
const ADDRESS = /^[^\s@<>(),;:"[\]]+@(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}|localhost)$/i;

/** Whether `value` is one address, as the portal takes it from people and settings. */
export const isEmailAddress = (value: string) => value.length <= 254 && ADDRESS.test(value);
