// A mail server that takes every message and keeps none (issue 16: the load bench's code send
// as production makes it, over SMTP, rather than into the dev outbox). Started as a process of
// its own, as a mail relay would be: `node smtp-sink.js PORT`. Prints "ready" once it listens,
// and on SIGTERM the number of messages it took, then exits.
import { SMTPServer } from 'smtp-server';

const [port] = process.argv.slice(2);
let taken = 0;
const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  // Beyond smtp-server's default of 100: the bench's instances may pool more.
  maxClients: 1000,
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      taken += 1;
      callback();
    });
  },
});
server.on('error', (error) => console.error(`smtp sink: ${error.message}`));
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));

process.on('SIGTERM', () => {
  console.log(String(taken));
  server.close(() => process.exit(0));
});
