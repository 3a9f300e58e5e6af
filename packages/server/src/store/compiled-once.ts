/**
 * A query Kysely builds and compiles once and the store then runs with each call's values
 * (issue 16: for the limit counters' upsert, which every request makes, building and compiling
 * the query cost more of a request's CPU than running it). `build` is called once, with a
 * stand-in for each named value; the compiled SQL keeps the stand-ins' places, and each run
 * puts the call's values there. So `build` must give the same SQL whatever the values are:
 * values go into the query, never into decisions about its shape (make one compiled query per
 * shape instead). A stand-in that does not reach the query's parameters is refused at the
 * first run, which catches a `build` that branched on one.
 */
import { CompiledQuery, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';

const STAND_IN = '\u0000compiled-once:';

type Slot = { value: string } | { constant: unknown };

export function compiledOnce<Values extends Record<string, unknown>, Row>(
  db: Kysely<Database>,
  names: readonly (keyof Values & string)[],
  build: (values: Values) => Compilable<Row> | RawBuilder<Row>,
): (values: Values) => Promise<Row[]> {
  let compiled: { sql: string; slots: Slot[] } | undefined;

  const compile = () => {
    const standIns = Object.fromEntries(names.map((name) => [name, `${STAND_IN}${name}`]));
    // A raw query compiles with the database's dialect; a builder already knows it.
    const query = build(standIns as unknown as Values).compile(db);
    const slots = query.parameters.map((parameter): Slot =>
      typeof parameter === 'string' && parameter.startsWith(STAND_IN)
        ? { value: parameter.slice(STAND_IN.length) }
        : { constant: parameter },
    );
    const unused = names.filter(
      (name) => !slots.some((slot) => 'value' in slot && slot.value === name),
    );
    if (unused.length > 0) {
      throw new Error(`compiledOnce: ${unused.join(', ')} never reached the query's parameters`);
    }
    return { sql: query.sql, slots };
  };

  return async (values) => {
    compiled ??= compile();
    const parameters = compiled.slots.map((slot) =>
      'value' in slot ? values[slot.value] : slot.constant,
    );
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}

/**
 * One compiled query per shape of a statement (a number of rows, say), made by `compile` at
 * the shape's first use and kept: `compile` returns a `compiledOnce` for that shape.
 */
export function compiledPerShape<Shape, Run>(
  compile: (shape: Shape) => Run,
): (shape: Shape) => Run {
  const compiled = new Map<Shape, Run>();
  return (shape) => {
    let run = compiled.get(shape);
    if (run === undefined) {
      run = compile(shape);
      compiled.set(shape, run);
    }
    return run;
  };
}
