/**
 * Wraps an e-mail or phone number shown inside a sentence in Unicode first-strong isolates
 * (U+2068 … U+2069), so its own direction holds inside an Arabic sentence.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
