// The public face of features/system/dict: what other features may use of it.
export { type DictTypeOption, optionselect } from './client/api';
