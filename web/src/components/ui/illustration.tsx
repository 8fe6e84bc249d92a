interface IllustrationProps {
  src: string;
  /** Empty for decoration, where the words beside it already say what it shows. */
  alt?: string;
  className?: string;
  /** The first picture on the page loads at once; the rest wait until they are nearly in view. */
  priority?: boolean;
  /**
   * The SVG's own canvas: the service illustrations are 480 × 360 (4:3), the blog's pictures 480 × 200.
   * @default 480
   */
  width?: number;
  /** @default 360 */
  height?: number;
}

/** An illustration (a static SVG) with its size declared, so nothing moves when it arrives. */
export function Illustration({
  src,
  alt = '',
  className = '',
  priority = false,
  width = 480,
  height = 360,
}: IllustrationProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
