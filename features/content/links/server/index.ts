// The public face of features/content/links (its server side): what other features may use of it.
export { listLinks } from './links-service';
