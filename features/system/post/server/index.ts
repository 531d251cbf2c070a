// The public face of features/system/post (its server side): what other features may use of it.
export { postOptions } from './post-admin-service';
export { postGroupOf, postIdsOf, removeUserPosts, replaceUserPosts } from './post-service';
