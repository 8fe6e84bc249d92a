/** Our SVG illustrations are all drawn on a 4:3 canvas (480 × 360). */
const WIDTH = 480;
const HEIGHT = 360;

interface IllustrationProps {
  src: string;
  /** Empty for decoration: every illustration sits beside words that already say what it shows. */
  alt?: string;
  className?: string;
  /** The first picture on the page loads at once; the rest wait until they are nearly in view. */
  priority?: boolean;
}

/** An illustration with its size declared, so nothing moves when it arrives. */
export function Illustration({ src, alt = '', className = '', priority = false }: IllustrationProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
