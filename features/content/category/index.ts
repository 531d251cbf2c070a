// The public face of features/content/category: what other features may use of it.
export { categoryTree, categoryTreeSelect } from './client/api';
export { publicCategory } from './contract';
