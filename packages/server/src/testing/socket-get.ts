import http from 'node:http';

export interface SocketAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A GET over a real loopback socket, for the paths answered from the HTTP server's request event
 * before the framework sees them (cached pages, hot derived images), which `inject` never reaches.
 */
export const getOverSocket = (port: number, path: string, headers: Record<string, string>) =>
  new Promise<SocketAnswer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
