/**
 * `portal/no-one-sided-shorthand`: a shorthand that gives left and right different values
 * (`margin: 0 8px 0 4px`, `inset: 0 auto 0 0`, `border-radius: 8px 0 0 8px`) is physical too, and
 * would not mirror in a right-to-left language; stylelint-plugin-logical-css reads the longhands only.
 * Write it with the logical longhands (`margin-inline-start`, `inset-inline-end`,
 * `border-start-start-radius`) instead. Symmetric shorthands (`margin: 0 8px`) are fine.
 */
import stylelint from 'stylelint';

const {
  createPlugin,
  utils: { report, ruleMessages, validateOptions },
} = stylelint;

export const ruleName = 'portal/no-one-sided-shorthand';

export const messages = ruleMessages(ruleName, {
  sides: (prop) =>
    `"${prop}" gives left and right different values: use its logical longhands (-inline-start, -inline-end)`,
  corners: () =>
    'border-radius gives left and right corners different values: use border-start-start-radius, border-start-end-radius, border-end-start-radius and border-end-end-radius',
});

/** Shorthands of four sides: top right bottom left. */
const SIDES = new Set([
  'margin',
  'padding',
  'inset',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
]);

/** The value's top-level parts (spaces inside functions such as `calc(1px + 2px)` do not split). */
function parts(value) {
  const out = [];
  let depth = 0;
  let current = '';
  for (const ch of value.trim()) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (/\s/.test(ch) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

/** top right bottom left, as CSS expands one to four values. */
function fourSides(values) {
  const [a, b = a, c = a, d = b] = values;
  return [a, b, c, d];
}

/** Whether a radius list (top-left top-right bottom-right bottom-left) is the same mirrored. */
function symmetricCorners(values) {
  const [a, b = a, c = a, d = b] = values;
  return a === b && c === d;
}

const rule = (primary) => (root, result) => {
  if (!validateOptions(result, ruleName, { actual: primary, possible: [true] })) return;
  root.walkDecls((decl) => {
    const prop = decl.prop.toLowerCase();
    const value = decl.value.replace(/\s*!important\s*$/i, '');
    if (SIDES.has(prop)) {
      const values = parts(value);
      if (values.length !== 4) return;
      const [, right, , left] = fourSides(values);
      if (right !== left)
        report({ result, ruleName, node: decl, message: messages.sides(prop), word: decl.prop });
      return;
    }
    if (prop === 'border-radius') {
      const symmetric = value.split('/').every((side) => symmetricCorners(parts(side)));
      if (!symmetric) report({ result, ruleName, node: decl, message: messages.corners(), word: decl.prop });
    }
  });
};

rule.ruleName = ruleName;
rule.messages = messages;

export default createPlugin(ruleName, rule);
