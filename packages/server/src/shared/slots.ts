/**
 * At most `size` pieces of work at once; the rest wait their turn, first come first served.
 * A slot is handed straight to the next waiting piece when one ends, failed or not.
 */
export function slots(size: number): <T>(work: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`slots: ${size} is no size`);
  let taken = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else taken -= 1;
  };
  return async (work) => {
    if (taken < size) taken += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
