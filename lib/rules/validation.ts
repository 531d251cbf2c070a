/** Checks shared by forms and the server: a mainland mobile number, an email address, and password length. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

export function isPasswordLengthValid(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

/** The spec's numeric check: optional sign, no leading zeros, optional decimal part. */
export function isNumeric(value: string): boolean {
  return /^[+-]?(0|[1-9]\d*)(\.\d+)?$/.test(value);
}
