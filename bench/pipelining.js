// Would pipelining a call's independent reads pay (decision 102)? The ceiling server's
// `/statements` (Fastify and pg, nothing else) makes a code send's and a log-in's statements
// (without the log-in's hash) one after another, then the same with the reads pipelined on one
// connection. Rounds alternate, so the machine's drift falls on both. Prints requests a second,
// p99 and the CPU a request takes, all parties counted. A diagnostic, not part of `npm run bench`.
import autocannon from 'autocannon';
import { cpuSharesDuring, startHelper, withDatabase } from './lib.js';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
// The statement counts load.bench.js's same-statements ceilings use (statements.js).
const SHAPES = [
  { name: "a code send's 5 writes and 4 reads", writes: 5, reads: 4 },
  { name: "a log-in's 4 writes and 8 reads", writes: 4, reads: 8 },
];

await withDatabase(async (databaseUrl) => {
  const { port, child, stop } = await startHelper('ceiling-server.js', [databaseUrl]);
  try {
    const run = async (statements) => {
      const { result, cpu } = await cpuSharesDuring([child.pid], () =>
        autocannon({
          url: `http://127.0.0.1:${port}/statements`,
          method: 'POST',
          connections: 50,
          duration: SECONDS,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(statements),
        }),
      );
      if (result.non2xx + result.errors > 0) throw new Error('the ceiling server failed requests');
      const rps = result.requests.average;
      const cores = cpu.generator + cpu.server + cpu.rest;
      return { rps, p99: result.latency.p99, cpuMs: (cores * 1000) / rps };
    };
    // One round unmeasured: the first of a fresh server and database is always slower.
    await run({ ...SHAPES[0], pipelined: false });
    console.log(`${SECONDS} s a run, 50 connections, ${ROUNDS} rounds, alternating\n`);
    console.log('| statements | reads | req/s | p99 ms | CPU a request, all parties |');
    console.log('|---|---|---|---|---|');
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { name, writes, reads } of SHAPES) {
        for (const pipelined of [false, true]) {
          const { rps, p99, cpuMs } = await run({ writes, reads, pipelined });
          const how = pipelined ? 'pipelined' : 'one after another';
          console.log(`| ${name} | ${how} | ${rps.toFixed(0)} | ${p99} | ${cpuMs.toFixed(2)} ms |`);
        }
      }
    }
  } finally {
    await stop();
  }
});
