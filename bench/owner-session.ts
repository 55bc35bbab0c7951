import http from 'node:http';

/** A signed-in owner on a site host, for reading counts back after a benchmark; cookies kept by name. */
export class OwnerSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly port: number,
    private readonly host: string,
  ) {}

  async signIn(email: string, password: string): Promise<void> {
    await this.request('GET', '/api/auth/session');
    const answer = await this.request('POST', '/api/auth/login', { email, password });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  }

  async getJson<T>(path: string): Promise<T> {
    const answer = await this.request('GET', path);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body) as T;
  }

  private request(method: string, path: string, body?: unknown): Promise<{ status: number; body: string }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { host: this.host };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const crumb = this.cookies.get('crumb');
    if (crumb && method !== 'GET') headers['x-csrf-token'] = crumb;
    if (payload) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port: this.port, method, path, headers },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const at = pair.indexOf('=');
            if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
          }
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }
}
