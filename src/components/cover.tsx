import { useState } from 'react';

export const DEFAULT_COVER = '/capa-padrao.svg';

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
