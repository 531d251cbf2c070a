/** The pager's scroll back to the top: eased over 800 ms, as the spec's constants say. */
export const SCROLL_DURATION_MS = 800;

const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t);

export function scrollToTop(duration = SCROLL_DURATION_MS): void {
  const start = window.scrollY;
  if (start === 0) return;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, start * (1 - easeInOutQuad(progress)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
