import { useState } from 'react';
// Inlined by the build (a data: URL, no request of its own); the server also serves the
// file itself, as the API's default image (server/modules/catalogue/links/service.ts).
import defaultCover from '../../public/capa-padrao.svg?inline';

export const DEFAULT_COVER = defaultCover;

/**
 * Whether an address is on our origin: an uploaded cover or the provider's, which the server
 * fetches and caches (/api/acervo/{id}/capa). The patron's browser never asks a third party.
 */
export const isOwnCover = (src: string | null | undefined): src is string => !!src && src.startsWith('/') && !src.startsWith('//');

/**
 * A title's cover, or the default image when there is none, it is not on our origin, or it
 * fails to load (the provider has none: 404). Decorative (alt=""): the title is written next to it.
 */
export function Cover({ src, size = 'small' }: { src: string | null; size?: 'small' | 'large' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const width = size === 'small' ? 80 : 160;
  const own = isOwnCover(src) && failed !== src;
  return (
    <img
      className={`cover cover-${size}`}
      src={own ? src : DEFAULT_COVER}
      data-cover={own ? 'title' : 'default'}
      alt=""
      width={width}
      height={width * 1.5}
      loading="lazy"
      onError={() => setFailed(src)}
    />
  );
}
