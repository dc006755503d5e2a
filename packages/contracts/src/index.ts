export * from './errors.js';
export * from './envelope.js';
export * from './system.js';
export * from './games.js';
export * from './content.js';
export * from './i18n.js';
export * from './accounts.js';
export * from './wallet.js';
