/**
 * A short, human summary of a User-Agent header ("Chrome 120 on Linux"), shown on the
 * confirm page so the person can tell whether the browser asking to log in is theirs.
 * Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
 */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chromium', /Chromium\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

/** At most this many characters of an unrecognised agent are kept. */
const MAX_RAW_LENGTH = 60;

export function browserSummary(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').trim();
  if (agent === '') return 'Unknown browser';
  const browser = BROWSERS.map(([name, pattern]) => {
    const match = pattern.exec(agent);
    return match ? `${name} ${match[1]}` : undefined;
  }).find((found) => found !== undefined);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0];
  if (!browser) return agent.slice(0, MAX_RAW_LENGTH);
  return system ? `${browser} on ${system}` : browser;
}
