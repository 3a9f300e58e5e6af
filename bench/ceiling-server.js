// The ceilings the load bench compares Foyer's calls with (issue 16, point 6): Fastify, one JSON
// route, PostgreSQL, and nothing else. Started as a process of its own, as a Foyer instance is:
// `node ceiling-server.js PORT DATABASE_URL`.
// - `POST /insert`: one INSERT a request, the ceiling issue 16 names for database-writing calls.
// - `POST /statements`: `{ writes, reads, verify }` a request, one statement after another as a
//   Foyer call makes them (each its own commit), after one argon2id verify when `verify` is
//   true. Given a call's own statement counts (`node bench/statements.js`), it is what that call
//   would cost if Foyer's code cost nothing but its statements and its hash: the ratio against
//   it measures Foyer, where the one-INSERT ceiling measures how many statements the spec asks.
//   With `pipelined: true` the reads go out together on one connection of a pipelining pool
//   (pg's `pipeline` option), each without waiting for the one before's answer (decision 102;
//   `node bench/pipelining.js`).
import { hash, verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import pg from 'pg';
import { ARGON2, PASSWORD } from './password.js';

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
// The same connections, pipelining: a client's queries go out without waiting for answers.
const pipelining = new pg.Pool({ connectionString: databaseUrl, max: 10, pipeline: true });
// The bench drops its database at the end, terminating the pools' idle connections: without a
// listener that error would end the process with an unhandled 'error' event.
pool.on('error', () => {});
pipelining.on('error', () => {});
await pool.query(
  'create table if not exists bench_ceiling (id bigserial primary key, email text not null, at bigint not null)',
);
const stored = await hash(PASSWORD, ARGON2);

const ok = { ret_code: 0, ret_msg: 'OK', result: {} };
// Named, as Foyer's statements are (decision 096): parsed once a connection.
const insert = (email) =>
  pool.query({
    name: 'insert',
    text: 'insert into bench_ceiling (email, at) values ($1, $2) returning id',
    values: [email, Date.now()],
  });

const app = Fastify({ logger: false });
app.post('/insert', async (request) => {
  await insert(String(request.body?.email ?? ''));
  return ok;
});
const read = (client, id) =>
  client.query({
    name: 'read',
    text: 'select id, email, at from bench_ceiling where id = $1',
    values: [id],
  });
app.post('/statements', async (request) => {
  const body = request.body ?? {};
  const { writes = 0, reads = 0, verify: verifies = false, email = '', pipelined = false } = body;
  if (verifies && !(await verify(stored, PASSWORD))) throw new Error('argon2id refused');
  let id = 1;
  for (let n = 0; n < writes; n += 1) id = (await insert(String(email))).rows[0].id;
  if (!pipelined) {
    for (let n = 0; n < reads; n += 1) await read(pool, id);
    return ok;
  }
  const client = await pipelining.connect();
  try {
    await Promise.all(Array.from({ length: reads }, () => read(client, id)));
  } finally {
    client.release();
  }
  return ok;
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');

process.on('SIGTERM', () => {
  void app.close().then(() => Promise.all([pool.end(), pipelining.end()]));
});
