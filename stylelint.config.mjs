/**
 * Stylelint: layout by logical properties (`margin-inline-start`, `inset-inline-end`,
 * `text-align: start`), so right-to-left languages (Arabic, Farsi, Urdu, Hebrew) mirror the layout
 * without a stylesheet of their own, and physical left and right cannot come back. Top, bottom,
 * width and height stay physical: every language the portal offers is written horizontally.
 * What must stay physical (something centred with `left: 50%` and a translation) says so with a
 * `stylelint-disable-next-line` and its reason.
 */

/** The plugin's physical properties that name no left or right: left as they are. */
const VERTICAL_OR_SIZE = [
  'border-bottom',
  'border-bottom-color',
  'border-bottom-style',
  'border-bottom-width',
  'border-top',
  'border-top-color',
  'border-top-style',
  'border-top-width',
  'bottom',
  'contain-intrinsic-height',
  'contain-intrinsic-width',
  'height',
  'margin-bottom',
  'margin-top',
  'max-height',
  'max-width',
  'min-height',
  'min-width',
  // Axes, not sides (and overflow-inline is not in Chromium or Safari).
  'overflow-x',
  'overflow-y',
  'overscroll-behavior-x',
  'overscroll-behavior-y',
  'padding-bottom',
  'padding-top',
  'scroll-margin-bottom',
  'scroll-margin-top',
  'scroll-padding-bottom',
  'scroll-padding-top',
  'top',
  'width',
];

export default {
  ignoreFiles: [
    '**/node_modules/**',
    '**/dist/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
  ],
  plugins: ['stylelint-plugin-logical-css', './web/stylelint/no-one-sided-shorthand.mjs'],
  rules: {
    'logical-css/require-logical-properties': [true, { fix: true, ignore: VERTICAL_OR_SIZE }],
    'logical-css/require-logical-keywords': [
      true,
      { fix: true, ignore: ['box-orient', 'caption-side', 'offset-anchor', 'offset-position', 'resize'] },
    ],
    'portal/no-one-sided-shorthand': true,
  },
};
