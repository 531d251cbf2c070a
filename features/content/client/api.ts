import { publicArticle } from '@/features/content/article/contract';
import { request, type Envelope } from '@/lib/http/request';

export interface Suggestion {
  id: number;
  articleName: string;
  articleEsName: string;
  createTime: string | null;
  /** Opens in the member area (`&members=1`). */
  membersOnly: boolean;
}

/** Search suggestions: published titles containing the text, ten at most. */
export const listPreview = (articleName: string) =>
  request<Envelope & { data: Suggestion[] }>(publicArticle.listPreview, { params: { articleName }, silent: true });
