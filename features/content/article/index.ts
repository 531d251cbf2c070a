// The article feature's public face: the picture upload the editors of other screens store
// their pictures with.
export { uploadContentImage } from './client/upload-content-image';
export { type ArticleRow, articleRows } from './client/api';
export { type Piece, type SearchHit, type SearchResult, type Suggestion, publicArticle } from './public-contract';
