/** The types of capabilities.mjs (the map itself is JavaScript, so eslint.config.js reads it). */
export declare const KERNEL: string[];
export declare const UNMAPPED: string[];
export declare const CAPABILITIES: Record<string, { does: string; uses: string[]; stores?: true }>;
export declare function forbiddenFrom(
  folder: string | null,
): { group: string[]; other: string; kind: 'no-arrow' | 'inside' }[];
