import { ALL_LANGUAGES, DEFAULT_LANGUAGE, type LanguageCode } from '@portal/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import type { VisitorMeta } from '../upstream/client.js';

/** Who is asking: forwarded to the platform on every call made for this request. */
export interface Visitor extends VisitorMeta {
  /** Host name the visitor used (no port): the platform's status call takes it as `domain`. */
  host: string;
}

export const LANGUAGE_COOKIE = 'portal_lang';

const KNOWN = new Set<string>(ALL_LANGUAGES);

function pick(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The UI language for upstream calls: the `x-language` (or `language`) header the web sends, else the
 * `portal_lang` cookie, else the default. Only known codes pass, so the header cannot smuggle
 * arbitrary text into upstream requests or cache keys.
 */
export function languageOf(
  headers: IncomingHttpHeaders,
  cookies: Record<string, string | undefined>,
): LanguageCode {
  for (const candidate of [pick(headers['x-language']), pick(headers.language), cookies[LANGUAGE_COOKIE]]) {
    const code = candidate?.trim().toUpperCase();
    if (code && KNOWN.has(code)) return code as LanguageCode;
  }
  return DEFAULT_LANGUAGE;
}
