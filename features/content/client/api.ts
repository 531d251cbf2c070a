import { publicArticle, type Suggestion } from '@/features/content/article/public-contract';
import { request } from '@/lib/http/request';

export type { Suggestion };

/** Search suggestions: published titles containing the text, ten at most. */
export const listPreview = (articleName: string) => request(publicArticle.listPreview, { params: { articleName }, silent: true });
