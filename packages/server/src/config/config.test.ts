import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_OWNER_EMAIL, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, SQLite under ./data, localhost, the demo owner', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      redisUrl: null,
      redisPrefix: 'atelier:',
      appDomain: 'localhost',
      demoOwnerEmail: DEFAULT_DEMO_OWNER_EMAIL,
    });
  });

  it('resolves DATA_DIR from the directory npm was started in, not the workspace it runs', () => {
    expect(loadConfig({ INIT_CWD: '/srv/atelier' }).dataDir).toBe('/srv/atelier/data');
    expect(loadConfig({ INIT_CWD: '/srv/atelier', DATA_DIR: 'state' }).dataDir).toBe('/srv/atelier/state');
    expect(loadConfig({ INIT_CWD: '/srv/atelier', DATA_DIR: '/var/lib/atelier' }).dataDir).toBe(
      '/var/lib/atelier',
    );
  });

  it('reads every setting and refuses a port that is not one', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/atelier',
      REDIS_URL: 'redis://cache:6379',
      APP_DOMAIN: 'Sites.Example',
      DEMO_OWNER_EMAIL: 'me@example.com',
      DEMO_OWNER_PASSWORD: 'a long passphrase',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://db/atelier',
      redisUrl: 'redis://cache:6379',
      appDomain: 'sites.example',
      demoOwnerEmail: 'me@example.com',
      demoOwnerPassword: 'a long passphrase',
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number from 0 to 65535, got "eighty"',
    );
  });

  it('trusts no proxy unless TRUST_PROXY names some', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('keeps mail in the outbox unless SMTP_URL names a server, and sends from MAIL_FROM', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: null, mailFrom: 'Atelier <no-reply@localhost>' });
    expect(loadConfig({ APP_DOMAIN: 'Sites.Example' }).mailFrom).toBe('Atelier <no-reply@sites.example>');
    const config = loadConfig({
      SMTP_URL: 'smtps://user:p%40ss@mail.example:465',
      MAIL_FROM: 'Studio <hello@studio.example>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:p%40ss@mail.example:465',
      mailFrom: 'Studio <hello@studio.example>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:1025' }).smtpUrl).toBe('smtp://localhost:1025');
    for (const bad of ['mail.example:587', 'http://mail.example', 'smtp://', 'smtp://:secret@/']) {
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(
        'SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465',
      );
    }
  });
});
