// The cluster harness's database connection, which the cluster checks can cut and restore.
import http from 'node:http';
import net from 'node:net';

/** The database as the instances reach it: through the forwarder, with a switch for tests. */
export function startDatabaseForwarder(target) {
  let down = false;
  const sockets = new Set();
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        setDown(value) {
          down = value;
          if (down) for (const socket of sockets) socket.destroy();
        },
        close: () => server.close(),
      }),
    );
  });
}

/** POST /database/down and /database/up on `port` cut and restore the forwarded connections. */
export function startForwarderControl(forwarder, port) {
  const server = http.createServer((req, res) => {
    const match = /^\/database\/(down|up)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    forwarder.setDown(match[1] === 'down');
    res.writeHead(204).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
