'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps a scrolling table's scroll padding as wide as its pinned edge columns, so a cell brought
 * into view (by the keyboard's focus, or a script) stops beside them instead of under them.
 * The pinned cells are the header's first and last when they are `position: sticky`.
 */
export function usePinnedScrollPadding<T extends HTMLElement>() {
  const container = useRef<T>(null);
  useEffect(() => {
    const box = container.current;
    const header = box?.querySelector('thead tr');
    if (!box || !header) return;
    const pinnedWidth = (cell: Element | null) =>
      cell instanceof HTMLElement && getComputedStyle(cell).position === 'sticky' ? cell.offsetWidth : 0;
    const measure = () => {
      box.style.scrollPaddingLeft = `${pinnedWidth(header.firstElementChild)}px`;
      box.style.scrollPaddingRight = `${pinnedWidth(header.lastElementChild)}px`;
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    measure();
    return () => observer.disconnect();
  }, []);
  return container;
}
