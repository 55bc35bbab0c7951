import fs from 'node:fs';
import path from 'node:path';
import { randomSecret } from './config';

/** The signing secret: SECRET when given, else one kept in the data folder so restarts keep crumbs valid. */
export function resolveSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret');
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    // A secret written by an older version or copied in with a loose mode is tightened.
    fs.chmodSync(file, 0o600);
    return secret;
  } catch {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = randomSecret();
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
