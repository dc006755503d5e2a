/**
 * Vitest's built-in `jsdom` environment imports jsdom from wherever vitest itself is installed; in
 * this workspace that copy can be a jsdom that needs Node 22 (jsdom 31 pulls undici 8). This
 * environment does the same setup with the jsdom this package depends on (Node 20 compatible).
 */
import { populateGlobal } from 'vitest/environments';

/** @type {import('vitest/environments').Environment} */
export default {
  name: 'jsdom',
  transformMode: 'web',
  async setup(global) {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM('<!DOCTYPE html>', {
      pretendToBeVisual: true,
      runScripts: 'dangerously',
      url: 'http://localhost:3000/',
    });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    global.jsdom = dom;
    return {
      teardown(global) {
        dom.window.close();
        delete global.jsdom;
        keys.forEach((key) => delete global[key]);
        originals.forEach((value, key) => (global[key] = value));
      },
    };
  },
};
