// Fails fast when TEST_DATABASE_URL is set but the database cannot be reached:
// a CI run that silently skipped PostgreSQL would prove nothing about it.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) process.exit(0);
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  console.log(`PostgreSQL reachable at ${url}`);
} catch (error) {
  console.error(`TEST_DATABASE_URL is set but unreachable (${url}): ${error.message}`);
  process.exit(1);
}
