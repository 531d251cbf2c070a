'use client';

import { useEffect, useState } from 'react';
import { publicArticle } from '@/features/content/article/public-contract';
import { request } from '@/lib/http/request';

/**
 * 浏览 N 次, live: the page (often a shared cached copy) carries the count it was rendered with;
 * once in the browser, the beacon counts this reading and shows the number it answers. `label`
 * is the message split around the number, so no message formatting ships to the browser.
 */
export function LiveViews({ articleId, initial, label }: { articleId: number; initial: number; label: readonly [string, string] }) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    request(publicArticle.view, { path: { id: articleId }, silent: true })
      .then((answer) => setCount(answer.data))
      // A reading the API could not count leaves the page's own number.
      .catch(() => undefined);
  }, [articleId]);
  return (
    <span data-testid="view-count">
      {label[0]}
      {count}
      {label[1]}
    </span>
  );
}
