// The baseline of the write benchmarks: a bare node:http server that reads each request body and
// answers a small JSON body, doing no work of its own.
import http from 'node:http';
import { acceptProfileRequests } from './profile-hooks';

const answer = Buffer.from('{"key":"0123456789abcdef"}');
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length });
    response.end(answer);
  });
});
acceptProfileRequests();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => process.exit(0));
