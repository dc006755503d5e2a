import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

/**
 * A corpus of XSS payloads (OWASP cheat-sheet classics, mutation XSS, SVG/MathML, URL schemes,
 * attribute breakouts). jsdom runs no scripts, so the test checks what would make a browser run
 * one: after sanitising, no script-capable element, no event-handler attribute and no script URL
 * may remain anywhere in the rendered tree.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"//>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<p>ok</p><!--<img src=x onerror=alert(1)>-->',
  '<table background="javascript:alert(1)">',
  '<isindex action="javascript:alert(1)" type=image>',
  '<x onclick=alert(1)>click</x>',
];

const SCRIPT_CAPABLE =
  'script, iframe, object, embed, form, base, meta, link, style, frame, frameset, applet';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'background', 'poster'];

function dangersIn(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll(SCRIPT_CAPABLE)) found.push(`<${el.tagName.toLowerCase()}>`);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a URL scheme.
      const value = [...attr.value]
        .filter((ch) => ch.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`${el.tagName.toLowerCase()}[${name}]`);
      if (name === 'srcdoc') found.push(`${el.tagName.toLowerCase()}[srcdoc]`);
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
        found.push(`${el.tagName.toLowerCase()}[${name}=${value.slice(0, 20)}]`);
      }
      if (name === 'style' && /javascript:|expression\(/.test(value))
        found.push(`${el.tagName.toLowerCase()}[style]`);
    }
  }
  return found;
}

describe('SafeHtml', () => {
  it.each(PAYLOADS)('leaves nothing that can run script: %s', (payload) => {
    const { container } = render(<SafeHtml html={`<p>Notice</p>${payload}<p>end</p>`} />);
    expect(dangersIn(container)).toEqual([]);
    // The harmless content around the payload survives.
    expect(container.textContent).toContain('Notice');
  });

  it('keeps the formatting a notice or help article needs', () => {
    const { container } = render(
      <SafeHtml html='<h3>Title</h3><p><strong>Bold</strong> <em>and</em> <a href="https://example.com/x">a link</a></p><ul><li>one</li></ul><img src="/cdn/banner/x.svg" alt="banner">' />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Title');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com/x');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/cdn/banner/x.svg');
    expect(container.querySelector('li')?.textContent).toBe('one');
  });
});
