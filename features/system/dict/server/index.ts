// The public face of features/system/dict (its server side): what other features may use of it.
export { isDictValue } from './dict-service';
