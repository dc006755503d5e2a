import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { cdnUrl } from './cdn';

const ImageCdnContext = createContext<string>('');

export function ImageCdnProvider({ cdn, children }: { cdn: string; children: ReactNode }) {
  return <ImageCdnContext.Provider value={cdn}>{children}</ImageCdnContext.Provider>;
}

/** Turns an image path from the API into a URL on the image host picked for this page load. */
export function useImageUrl(): (path: string) => string {
  const cdn = useContext(ImageCdnContext);
  return useCallback((path: string) => cdnUrl(cdn, path), [cdn]);
}
