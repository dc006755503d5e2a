/**
 * Each language's stylesheet of fonts (styles/fonts/<lng>.css: the script it is written in, or its
 * CJK faces), as a chunk of its own. The gateway writes a <link> to the visitor's into the page
 * (`data-language-fonts`); this loads another language's when the language changes. Its own chunk:
 * the table of stylesheets is no part of the first paint.
 */
const sheets = import.meta.glob('../styles/fonts/*.css');

export function loadLanguageFonts(lng: string): Promise<unknown> {
  return sheets[`../styles/fonts/${lng}.css`]?.() ?? Promise.resolve();
}
