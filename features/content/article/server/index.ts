// The article feature's server face: the published articles the portal, search and dashboards
// read, and the picture rules the categories and notices share.
export {
  articleWithBodies,
  countView,
  findPublished,
  headlinesOf,
  listPublished,
  mostRead,
  newestOf,
  PREVIEW_LIMIT,
  PUBLISHED,
  sitemapEntries,
} from './article-service';
export { CONTENT_KIND, imageSourcesOf, requireContentImages, storedImagesOf } from './content-images';
export { requireCoverImage } from './cover-image';
export { isFirstReading } from './reading-once';
