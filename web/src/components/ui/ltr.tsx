import type { ReactNode } from 'react';

/**
 * A value that is always written left to right, shown on its own in any page: a phone number, an
 * account or order number, a code, a date the platform wrote. In a right-to-left page its leading
 * "+" or its separators would otherwise follow the page ("001****90 84+"); isolated, it also leaves
 * the text around it in its order. Values inside a translated sentence are isolated by i18next
 * (lib/i18n.ts `isolate`) and need none of this.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
