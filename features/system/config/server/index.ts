// The public face of features/system/config (its server side): what other features may use of it.
export { CONFIG_KEYS, getConfigFlag, getConfigValue } from './config-service';
