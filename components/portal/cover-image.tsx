import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { imageSrc } from '@/lib/format/image-src';

/** Covers are drawn at 16:9 whatever their file's own shape. */
const COVER_WIDTH = 1280;
const COVER_HEIGHT = 720;

/**
 * An article's cover as wide as its box, at 16:9: the box is reserved before the picture loads,
 * so nothing moves, and the browser fetches the size `sizes` says it shows (uploaded pictures
 * come resized by Next's image optimizer; the drawn demo covers are SVG, sharp at any size).
 * A plain <img> with next/image's attributes, drawn on the server: reading pages carry no
 * image component's script. Decorative: the title beside it says what it shows.
 */
export function CoverImage({
  cover,
  sizes,
  first = false,
  className,
}: {
  cover: string;
  sizes: string;
  /** The largest picture at the top of the page: announced in the head and fetched before the rest. */
  first?: boolean;
  className?: string;
}) {
  const { props } = getImageProps({
    src: imageSrc(cover),
    alt: '',
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    sizes,
    loading: first ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : undefined,
  });
  if (first) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  return <img {...props} alt="" className={className} />;
}
