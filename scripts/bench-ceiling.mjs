// The real ceiling of a cached page: a bare Node `http` server answering the same bytes, in a
// process of its own like the portal's. `node scripts/bench-ceiling.mjs <port> <file>`.
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const body = fs.readFileSync(file);
http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
