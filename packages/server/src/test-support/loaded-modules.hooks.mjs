// Module hooks for loaded-modules.process.test.ts: every file the process loads through the module
// loader is written to stderr as `loaded-module <url>` (the hooks run on a thread of their own).
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:')) process.stderr.write(`loaded-module ${url}\n`);
  return nextLoad(url, context);
}
