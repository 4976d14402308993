import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Destroys every open connection and refuses new ones, as a dead database host would. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  reopen(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay to `target` that a test can cut, standing in for an outage without stopping the real server. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  const cut = async () => {
    await new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    server = undefined;
  };

  const port = await listen(0);
  return {
    port,
    cut,
    reopen: async () => {
      await listen(port);
    },
    close: cut,
  };
}
