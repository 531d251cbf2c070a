// The public face of features/system/config: what other features may use of it.
export { getConfigKey } from './client/api';
