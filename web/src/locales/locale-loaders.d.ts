/** The per-language string loaders (vite-plugins/locale-loaders.ts). */
declare module 'virtual:locale-loaders' {
  type Part = () => Promise<Record<string, Record<string, unknown> | undefined>>;
  export const localeLoaders: Record<string, { shell: Part; more: Part }>;
}
