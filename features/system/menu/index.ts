// The public face of features/system/menu: what other features may use of it.
export { menuTree, menuTreeselect } from './client/api';
export { menu } from './contract';
