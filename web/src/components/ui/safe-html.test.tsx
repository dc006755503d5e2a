import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS as PAYLOADS } from '@/testing/xss-payloads';
import { SafeHtml } from './safe-html';

/**
 * The corpus of XSS payloads (web/src/testing/xss-payloads.ts). jsdom runs no scripts, so this test
 * checks what would make a browser run one: after sanitising, no script-capable element, no
 * event-handler attribute and no script URL may remain anywhere in the rendered tree. The Playwright
 * spec e2e/specs/xss.spec.ts renders the same corpus in Chromium and checks that none fires.
 */

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
