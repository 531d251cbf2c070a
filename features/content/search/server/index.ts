// The search feature's server face: the index the article editor keeps up to date and the
// search the portal answers with.
export { indexArticles } from './search-index';
export { searchPublished, suggestTitles } from './search-service';
