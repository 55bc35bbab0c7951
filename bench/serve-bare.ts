// The baseline: a bare node:http server answering the bytes and headers our server sent for the page.
import http from 'node:http';

const { body, headers } = JSON.parse(process.argv[2] ?? '{}') as {
  body: string;
  headers: Record<string, string>;
};
const bytes = Buffer.from(body);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': bytes.length });
  response.end(bytes);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => process.exit(0));
