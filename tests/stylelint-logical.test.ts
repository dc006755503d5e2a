import path from 'node:path';
import { fileURLToPath } from 'node:url';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

// The repository's own stylelint config (what `pnpm lint` runs): layout in logical properties, so a
// right-to-left language mirrors it.
const configFile = fileURLToPath(new URL('../stylelint.config.mjs', import.meta.url));

/** The rules a stylesheet breaks under that config. */
async function broken(code: string): Promise<string[]> {
  const { results } = await stylelint.lint({ code, configFile, codeFilename: path.join('web', 'x.css') });
  return results.flatMap((r) => r.warnings.map((w) => w.rule));
}

describe('stylesheets in logical properties', () => {
  it('refuses physical left and right: properties, keywords and one-sided shorthands', async () => {
    for (const declaration of [
      'margin-left: 4px',
      'padding-right: 4px',
      'left: 0',
      'right: 8px',
      'border-left: 1px solid',
      'border-top-right-radius: 4px',
      'text-align: left',
      'float: right',
    ]) {
      expect(await broken(`.a { ${declaration}; }`), declaration).not.toEqual([]);
    }
    expect(await broken('.a { padding: 2px 4px 2px 12px; }')).toEqual(['portal/no-one-sided-shorthand']);
    expect(await broken('.a { inset: 0 auto 0 0; }')).toEqual(['portal/no-one-sided-shorthand']);
    expect(await broken('.a { border-radius: 0 8px 8px 0; }')).toEqual(['portal/no-one-sided-shorthand']);
    expect(await broken('.a { border-radius: 8px 0; }')).toEqual(['portal/no-one-sided-shorthand']);
  });

  it('takes logical properties, symmetric shorthands and top, bottom, width and height', async () => {
    expect(
      await broken(
        `.a {
          margin-inline-start: 4px;
          padding-inline: 12px 4px;
          inset-inline-end: 0;
          text-align: start;
          float: inline-end;
          padding: 2px 4px 6px 4px;
          margin: 0 calc(1px + 2px);
          inset: 0;
          border-radius: 8px 8px 0 0;
          border-start-end-radius: 4px;
          top: 0;
          bottom: 0;
          width: 10px;
          max-height: 50vh;
          margin-top: 4px;
          overflow-x: auto;
        }`,
      ),
    ).toEqual([]);
  });
});
