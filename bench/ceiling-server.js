// The ceiling the load bench compares Foyer's database-writing calls with (issue 16, point 6):
// Fastify, one JSON route, one INSERT into PostgreSQL per request, and nothing else. Started as
// a process of its own, as a Foyer instance is: `node ceiling-server.js PORT DATABASE_URL`.
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
// The bench drops its database at the end, terminating this pool's idle connections: without a
// listener that error would end the process with an unhandled 'error' event.
pool.on('error', () => {});
await pool.query(
  'create table if not exists bench_ceiling (id bigserial primary key, email text not null, at bigint not null)',
);

const app = Fastify({ logger: false });
app.post('/insert', async (request) => {
  const email = String(request.body?.email ?? '');
  await pool.query('insert into bench_ceiling (email, at) values ($1, $2)', [email, Date.now()]);
  return { ret_code: 0, ret_msg: 'OK', result: {} };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');

process.on('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
