/**
 * Vitest's built-in `jsdom` environment imports jsdom from wherever vitest itself is installed; in
 * this workspace that copy can be a jsdom that needs Node 22 (jsdom 31 pulls undici 8). This
 * environment does the same setup with the jsdom this package depends on (Node 20 compatible).
 *
 * The `web` project runs its files without isolation (one module graph, which saves most of their
 * time): modules such as Testing Library's `screen` keep the `document` they were first imported
 * with, so the worker keeps one window for all its files. Between files the page is put back as a
 * new one would be: an empty document at the first URL, with empty storage (the setup file sets
 * the theme and language before each test).
 */
import { JSDOM } from 'jsdom';
import { populateGlobal } from 'vitest/environments';

const URL = 'http://localhost:3000/';
/** The worker's window, made by its first file. */
let dom;

/**
 * jsdom 26 (kept for speed: 28's computed styles cost the component tests about twice their time)
 * leaves `display` empty for an element no rule of its default stylesheet names, where a browser
 * computes CSS's initial value, `inline`. Accessible names depend on it (a block child is set off by
 * spaces, an inline one is not), so the computed style gets that initial value.
 */
function displayDefaultsToInline(window) {
  const compute = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudoElement) => {
    const style = compute(element, pseudoElement);
    if (style.getPropertyValue('display') === '') style.setProperty('display', 'inline');
    return style;
  };
}

/** @type {import('vitest/environments').Environment} */
export default {
  name: 'jsdom',
  transformMode: 'web',
  setup(global) {
    if (!dom) {
      dom = new JSDOM('<!DOCTYPE html>', { pretendToBeVisual: true, runScripts: 'dangerously', url: URL });
      displayDefaultsToInline(dom.window);
      populateGlobal(global, dom.window, { bindFunctions: true });
      global.jsdom = dom;
    }
    dom.reconfigure({ url: URL });
    dom.window.history.replaceState(null, '', URL);
    dom.window.document.head.innerHTML = '';
    dom.window.document.body.innerHTML = '';
    for (const attribute of [...dom.window.document.documentElement.attributes]) {
      dom.window.document.documentElement.removeAttribute(attribute.name);
    }
    dom.window.localStorage.clear();
    dom.window.sessionStorage.clear();
    return {
      // The window stays for the worker's next file; the worker's exit ends it.
      teardown() {},
    };
  },
};
