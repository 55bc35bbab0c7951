// Compiles the server (with the domain and site packages it renders with) into one ES module,
// dist/main.js, which production runs with plain node. Dependencies from npm stay imports: native
// modules (better-sqlite3, argon2) and packages that find their own files at run time need to.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(here, 'src', 'main.ts')],
  outfile: path.join(here, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'linked',
  // React's production build: the server always renders with NODE_ENV=production (DESIGN.md §3).
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-stay-imports',
      setup(esbuild) {
        esbuild.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith('@atelier/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
