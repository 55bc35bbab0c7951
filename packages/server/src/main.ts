import { buildApp } from './app';
import { loadConfig } from './config/config';
import { seedDemo } from './seed/demo';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './seed/demo-members';

const NO_MAIL_WARNING =
  'Warning: SMTP_URL is not set, so this server sends no mail: sign-up confirmation and password reset links are written to this log (look for "sign-up confirmation link" and "password reset link"), and each site\'s mail waits in its outbox in the editor.';

const config = loadConfig();
const app = await buildApp({ config, logger: true });
const demo = await seedDemo(app);
await app.listen({ port: config.port, host: config.host });

const port = config.port === 80 ? '' : `:${config.port}`;
const lines = [
  '',
  `Atelier is running on ${app.engine === 'sqlite' ? `SQLite (${config.dataDir})` : 'PostgreSQL'}.`,
  `  Platform home: http://${config.appDomain}${port}/`,
  `  Demo site:     http://${demo.identifier}.${config.appDomain}${port}/`,
  `  Editor:        http://${demo.identifier}.${config.appDomain}${port}/config/`,
  `  Demo owner:    ${config.demoOwnerEmail} / ${config.demoOwnerPassword}`,
  `  Demo member:   ${DEMO_MEMBER_EMAIL} / ${DEMO_MEMBER_PASSWORD} (sign in at the demo site's /account)`,
  '',
];
// Without a mail server new owners could never confirm their address unless the operator knows
// where the links went, so a production start without one says so where it will be seen.
if (!config.smtpUrl) lines.push(NO_MAIL_WARNING, '');
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
