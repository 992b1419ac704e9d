import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '../../shared/images';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  alt: string;
};

/**
 * An uploaded picture with its smaller copies (src/shared/images.ts) offered beside it, so that the
 * browser fetches the one that `sizes` asks for.
 */
export function ResponsiveImage({ src, alt, ...props }: ImgProps) {
  return <img src={src} srcSet={imageSrcSet(src)} alt={alt} {...props} />;
}

/** An uploaded picture always shown `width` CSS pixels wide (a thumbnail, a colour swatch). */
export function FixedWidthImage({ width, ...props }: ImgProps & { width: number }) {
  return <ResponsiveImage sizes={`${width}px`} width={width} {...props} />;
}
