import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { cdnUrl } from './cdn';

/** The image host picked for this page load (`cdn`) and the server's whole list, for retries. */
export type ImageHosts = { cdn: string; cdns: readonly string[] };

const ImageCdnContext = createContext<ImageHosts>({ cdn: '', cdns: [] });

export function ImageCdnProvider({
  cdn,
  cdns,
  children,
}: {
  cdn: string;
  cdns?: readonly string[];
  children: ReactNode;
}) {
  const hosts = useMemo(() => ({ cdn, cdns: cdns ?? [cdn] }), [cdn, cdns]);
  return <ImageCdnContext.Provider value={hosts}>{children}</ImageCdnContext.Provider>;
}

/** The image hosts: the page's and the others a failed image is tried on (components/lazy-image). */
export function useImageHosts(): ImageHosts {
  return useContext(ImageCdnContext);
}

/** Turns an image path from the API into a URL on the image host picked for this page load. */
export function useImageUrl(): (path: string) => string {
  const { cdn } = useContext(ImageCdnContext);
  return useCallback((path: string) => cdnUrl(cdn, path), [cdn]);
}
