import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { TextRun } from '../../lib/page-fonts.js';

/** Text from the database goes into markup: escape everything XML treats specially. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** A stable hue for a name, so the same vendor or game always gets the same colours. */
function hueOf(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt16BE(0) % 360;
}

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** What a reader counts as characters: a Thai consonant with its marks, an emoji, is one. */
const graphemes = (text: string): string[] => Array.from(graphemeSegmenter.segment(text), (g) => g.segment);

function truncate(text: string, max: number): string {
  const shown = graphemes(text);
  return shown.length > max ? `${shown.slice(0, max - 1).join('')}…` : text;
}

/** A word that starts with a letter of a script with capitals (Latin, Cyrillic, Greek...) or a digit. */
const startsCased = (word: string) => /^(\p{Lu}|\p{Ll}|\p{Lt}|\p{N})/u.test(word);

/**
 * A picture's initials: in a script with capitals, the first letters of the first two words ("Lucky
 * Lanterns": LL; "$5 Bonus Voucher": BV), or a lone word's first two ("Baccarat": BA); in another script (Thai, Arabic,
 * Chinese...), where two letters cut from their words read as a fragment, the first character alone,
 * with its marks (a Thai consonant and its vowel sign).
 */
export function initials(text: string): string {
  // Words that start with a letter or a digit ("$5 Bonus Voucher": Bonus, Voucher).
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const first = words[0];
  if (first === undefined) return graphemes(text.trim())[0] ?? '';
  if (!startsCased(first)) return graphemes(first)[0] ?? '';
  const cased = words.filter(startsCased);
  const picked =
    cased.length > 1 ? cased.slice(0, 2).map((w) => graphemes(w)[0]) : graphemes(first).slice(0, 2);
  return picked.join('').toUpperCase();
}

/** 'Page Script' first: the faces a picture embeds for its language's script (lib/page-fonts.ts). */
const FONT = `font-family="'Page Script', Segoe UI, Helvetica, Arial, sans-serif"`;

/** The weights the pictures write their words in: each is a face a picture embeds (`svgFontStyle`). */
const WEIGHT = { title: 700, line: 400, initials: 800, name: 600 } as const;

/** How a picture writes its language: the embedded faces (`svgFontStyle`) and the direction. */
export interface PictureScript {
  style: string;
  dir: 'ltr' | 'rtl';
}
const LATIN: PictureScript = { style: '', dir: 'ltr' };

/** What a banner writes, at which weights: what its embedded faces must draw. */
export const bannerText = (title: string, subtitle: string): TextRun[] => [
  { text: title, weight: WEIGHT.title },
  { text: subtitle, weight: WEIGHT.line },
];

export function bannerSvg(title: string, subtitle: string, seed: string, script = LATIN): string {
  const h = hueOf(seed);
  // Right to left: the words start at the right edge, and the decoration moves to the left.
  const rtl = script.dir === 'rtl';
  const x = (at: number) => (rtl ? 1920 - at : at);
  const lines = rtl ? ' direction="rtl" text-anchor="start"' : '';
  // The words sit in the picture's middle band (y 145 to 335, Thai's marks included): a game list
  // page shows the banner as a strip through the middle (`.banner--compact`), and both lines fit it.
  // 88px fits about 32 characters across; a longer title (a translation often is) gets smaller type
  // rather than running off the banner, down to 60px, and is cut only past 44 characters.
  const shown = truncate(title, 44);
  const size = Math.max(60, Math.min(88, Math.floor((88 * 32) / Math.max(1, [...shown].length))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="480" viewBox="0 0 1920 480">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${h},70%,28%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},75%,50%)"/>
</linearGradient></defs>
${script.style}<rect width="1920" height="480" fill="url(#g)"/>
<circle cx="${x(1600)}" cy="120" r="260" fill="hsl(${(h + 30) % 360},80%,70%)" opacity="0.18"/>
<circle cx="${x(1750)}" cy="420" r="180" fill="#ffffff" opacity="0.08"/>
<text x="${x(160)}" y="240"${lines} ${FONT} font-size="${size}" font-weight="${WEIGHT.title}" fill="#ffffff">${escapeXml(shown)}</text>
<text x="${x(164)}" y="318"${lines} ${FONT} font-size="40" font-weight="${WEIGHT.line}" fill="#ffffff" opacity="0.85">${escapeXml(truncate(subtitle, 60))}</text>
</svg>`;
}

/**
 * A vendor's logo: its display name on a colour of its own. People read names, not codes: a code
 * such as TCG_LOTTO_VN on a pill said nothing and did not fit. Long names get smaller type (about
 * 0.55em a character fits 220px), down to 16px, and are cut beyond that.
 */
export function vendorLogoSvg(displayName: string, code: string): string {
  const h = hueOf(code);
  const words = displayName.trim().split(/\s+/);
  // Two lines when the name has several words and one line would need small type.
  const twoLines = words.length > 1 && displayName.length > 14;
  const lines = twoLines
    ? [
        words.slice(0, Math.ceil(words.length / 2)).join(' '),
        words.slice(Math.ceil(words.length / 2)).join(' '),
      ]
    : [displayName.trim()];
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.max(16, Math.min(twoLines ? 26 : 34, Math.floor(220 / (0.55 * longest))));
  const shown = lines.map((l) => truncate(l, Math.floor(220 / (0.55 * size))));
  const baseline = twoLines ? [44, 44 + size + 2] : [48 + size * 0.35];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">
<rect x="2" y="2" width="236" height="92" rx="18" fill="hsl(${h},65%,35%)"/>
${shown
  .map(
    (line, i) =>
      `<text x="120" y="${Math.round(baseline[i] ?? 48)}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
  )
  .join('\n')}
</svg>`;
}

/** What a game's (or a product's) picture writes, at which weights: what its embedded faces must draw. */
export const gameIconText = (gameName: string, vendor: string): TextRun[] => [
  { text: initials(gameName), weight: WEIGHT.initials },
  { text: gameName, weight: WEIGHT.name },
  { text: vendor, weight: WEIGHT.line },
];

export function gameIconSvg(gameName: string, vendor: string, seed: string, script = LATIN): string {
  const h = hueOf(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
${script.style}<defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9">
<stop offset="0" stop-color="hsl(${h},85%,62%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,22%)"/>
</radialGradient></defs>
<rect width="300" height="300" rx="36" fill="url(#g)"/>
<text x="150" y="165" text-anchor="middle" ${FONT} font-size="96" font-weight="${WEIGHT.initials}" fill="#ffffff" opacity="0.92">${escapeXml(initials(gameName))}</text>
<rect x="0" y="222" width="300" height="78" fill="#000000" opacity="0.35"/>
<text x="150" y="258" text-anchor="middle" ${FONT} font-size="22" font-weight="${WEIGHT.name}" fill="#ffffff">${escapeXml(truncate(gameName, 22))}</text>
<text x="150" y="284" text-anchor="middle" ${FONT} font-size="15" font-weight="${WEIGHT.line}" fill="#ffffff" opacity="0.8">${escapeXml(truncate(vendor, 24))}</text>
</svg>`;
}

/** Licence seals, the brand logo and favicon: a badge with the resource's label. */
export function badgeSvg(label: string, seed: string): string {
  const h = hueOf(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<circle cx="100" cy="100" r="94" fill="hsl(${h},55%,30%)" stroke="hsl(${h},70%,70%)" stroke-width="6"/>
<circle cx="100" cy="100" r="74" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>
<text x="100" y="96" text-anchor="middle" ${FONT} font-size="40" font-weight="800" fill="#ffffff">${escapeXml(initials(label))}</text>
<text x="100" y="128" text-anchor="middle" ${FONT} font-size="13" fill="#ffffff">${escapeXml(truncate(label, 24))}</text>
</svg>`;
}

/** A real, scannable QR code of `text`. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', width: 256 });
}

/** A 5x5 mirrored identicon: a distinct, stable face for each seed without any personal data. */
export function avatarSvg(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  const h = hueOf(seed);
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (((bytes[row * 3 + col] ?? 0) & 1) === 0) continue;
      for (const x of new Set([col, 4 - col])) {
        cells.push(`<rect x="${16 + x * 19}" y="${16 + row * 19}" width="19" height="19"/>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="64" fill="hsl(${h},35%,92%)"/>
<g fill="hsl(${h},60%,45%)">${cells.join('')}</g>
</svg>`;
}
