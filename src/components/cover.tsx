import { useState } from 'react';
// Inlined by the build (a data: URL, no request of its own); the server also serves the
// file itself, as the API's default image (server/modules/links/service.ts).
import defaultCover from '../../public/capa-padrao.svg?inline';

export const DEFAULT_COVER = defaultCover;

/** A title's cover, or the default image when there is none or it fails to load. */
export function Cover({ src, size = 'small' }: { src: string | null; size?: 'small' | 'large' }) {
  const [failed, setFailed] = useState(false);
  const width = size === 'small' ? 80 : 160;
  return (
    <img
      className={`cover cover-${size}`}
      src={!src || failed ? DEFAULT_COVER : src}
      alt=""
      width={width}
      height={width * 1.5}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
