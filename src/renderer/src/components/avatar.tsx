import { mediaUrl } from '../lib/media-url';
import blankAvatar from './blank-avatar.svg';

interface AvatarProps {
  /** `/uploads/…` path, a social-login URL, or nothing (then the bundled blank avatar). */
  src: string | null | undefined;
  alt: string;
  size?: number;
  className?: string;
}

/** A round picture with the default blank avatar when there is none or it fails to load. */
export function Avatar({ src, alt, size = 48, className }: AvatarProps) {
  const url = mediaUrl(src) ?? blankAvatar;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      className={['avatar', className].filter(Boolean).join(' ')}
      style={{ borderRadius: '50%', objectFit: 'cover', width: size, height: size }}
      // A picture that fails to load falls back to the blank one instead of a broken icon.
      onError={(event) => {
        if (event.currentTarget.src !== blankAvatar) event.currentTarget.src = blankAvatar;
      }}
    />
  );
}
