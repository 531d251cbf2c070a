'use client';

import { useEffect, useState } from 'react';

/**
 * 浏览 N 次, live: the page (often a shared cached copy) carries the count it was rendered with;
 * once in the browser, one POST to `countUrl` (the contract's address, filled in on the server)
 * counts this reading and answers the new number. A bare fetch: the beacon is on every article,
 * and the request helper would double its weight. `label` is the message split around the
 * number, so no message formatting ships to the browser.
 */
export function LiveViews({ countUrl, initial, label }: { countUrl: string; initial: number; label: readonly [string, string] }) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    fetch(countUrl, { method: 'POST', credentials: 'same-origin' })
      .then((response) => response.json())
      .then((answer: { code?: unknown; data?: unknown }) => {
        if (answer.code === 200 && typeof answer.data === 'number') setCount(answer.data);
      })
      // A reading the API could not count leaves the page's own number.
      .catch(() => undefined);
  }, [countUrl]);
  return (
    <span data-testid="view-count">
      {label[0]}
      {count}
      {label[1]}
    </span>
  );
}
