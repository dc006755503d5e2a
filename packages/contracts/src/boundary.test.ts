import { describe, expect, it } from 'vitest';
import { isSafeText, unsafeTextFields } from './boundary.js';

describe('unsafe text', () => {
  it('refuses NUL and lone surrogates, keeps paired surrogates and ordinary control characters', () => {
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\uD800')).toBe(false);
    expect(isSafeText('x\uDC00')).toBe(false);
    expect(isSafeText('\uDC00\uD800')).toBe(false);
    expect(isSafeText('😀 Việt 中文')).toBe(true);
    expect(isSafeText('line\nbreak\ttab')).toBe(true);
  });

  it('names every unsafe field of a nested input by its dotted path, keys included', () => {
    const input = {
      username: 'ok',
      email: 'a\u0000@b.c',
      nested: { list: ['fine', '\uD83D'], deep: [{ note: 'x\u0000' }] },
      ['bad\u0000key']: 1,
      count: 3,
    };
    expect(unsafeTextFields(input, 'm', 'body')).toEqual({
      email: 'm',
      'nested.list.1': 'm',
      'nested.deep.0.note': 'm',
      'bad\u0000key': 'm',
    });
    expect(unsafeTextFields({ a: 'fine', b: [1, null, true] }, 'm', 'body')).toBeNull();
    expect(unsafeTextFields('\u0000', 'm', 'body')).toEqual({ body: 'm' });
  });

  it('walks a hostile nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const fields = unsafeTextFields(deep, 'm', 'body');
    expect(Object.keys(fields ?? {})).toEqual([Array.from({ length: 16 }, () => '0').join('.')]);
  });
});
