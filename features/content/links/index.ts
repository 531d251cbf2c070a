// The public face of features/content/links: what other features may use of it.
export { publicLinks } from './contract';
