/** Each locale folder's strings as two loaders: shell namespaces, then the rest (vite-plugins/locale-chunks.ts). */
declare module 'virtual:locale-chunks' {
  type Part = () => Promise<{ default: Record<string, Record<string, unknown>> }>;
  const chunks: Record<string, [shell: Part, more: Part]>;
  export default chunks;
}
