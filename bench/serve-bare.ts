// The baseline: a bare node:http server answering the bytes and headers our server sent for the
// page (compressed, as sent to a browser). Its argument is a JSON file written by the benchmark.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { acceptProfileRequests } from './profile-hooks';

const { body, headers } = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  body: string;
  headers: Record<string, string>;
};
const bytes = Buffer.from(body, 'base64');
// Built once, as the leanest hand-written server would.
const head = { ...headers, 'content-length': bytes.length };
const server = http.createServer((_request, response) => {
  response.writeHead(200, head);
  response.end(bytes);
});
acceptProfileRequests();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => process.exit(0));
