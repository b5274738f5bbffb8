import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createHttpServer } from './http-server.ts';
import type { Logger } from './logger.ts';

export interface OpsListen {
  port: number;
  host: string;
  logger: Logger;
}

export interface OpsServer {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  close(): Promise<void>;
}

/** Listens with an app's operator surface (opsAppOf) on OPS_PORT, apart from its public listener. */
export function startOpsServer(ops: Express, options: OpsListen): Promise<OpsServer> {
  return new Promise((resolve, reject) => {
    const server = createHttpServer(ops);
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      options.logger.info({ port }, 'operator port listening');
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
