import { buildApp } from './app';
import { loadConfig } from './config/config';
import { seedDemo } from './seed/demo';

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
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
