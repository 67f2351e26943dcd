import net from 'node:net';

/**
 * A TCP stand-in between the server and a real peer (PostgreSQL): it forwards both ways until `freeze()`, after
 * which it keeps every connection open and answers nothing, and accepts new ones without answering them either,
 * as a peer behind a dead link does. With no `target` it never answers from the start (an SMTP peer that
 * accepted the connection and then went silent).
 */
export async function startTcpStandIn(target?: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const pairs: [net.Socket, net.Socket][] = [];
  let frozen = !target;
  let accepted = 0;
  const keep = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  // allowHalfOpen: a client's FIN is not answered with ours, so ending a connection waits as on a dead link.
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    accepted++;
    keep(client);
    if (frozen || !target) {
      client.pause();
      return;
    }
    const upstream = net.connect({ ...target, allowHalfOpen: true });
    keep(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    /** Connections accepted so far. */
    accepted: () => accepted,
    freeze: () => {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
