// The public face of features/system/user: what other features may use of it.
export { SEXES, STATUSES, type UserWire } from './contract';
