export * from './envelope.js';
export * from './codes.js';
export * from './constants.js';
export * from './rules.js';
export * from './sites.js';
export * from './calls/index.js';
export * from './captcha-token.js';
export * from './sub-account.js';
