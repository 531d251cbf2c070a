/** The categories' name in the query cache: the tree table, the parent picker and the article screen's category picker all sit under it. */
export const ARTICLE_TYPE_LIST_KEY = 'bll-article-type';
