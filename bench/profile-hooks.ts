// Lets a benchmark profile a server process over exactly the measured load (not its start-up):
// the parent sends 'profile:start' and 'profile:stop <file>' over the IPC channel.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

export function acceptProfileRequests(): void {
  let session: Session | null = null;
  process.on('message', (message: unknown) => {
    if (message === 'profile:start' && !session) {
      session = new Session();
      session.connect();
      session.post('Profiler.enable', () => session?.post('Profiler.start'));
    } else if (typeof message === 'string' && message.startsWith('profile:stop ') && session) {
      const file = message.slice('profile:stop '.length);
      const current = session;
      session = null;
      current.post('Profiler.stop', (error, result) => {
        if (!error) writeFileSync(file, JSON.stringify(result.profile));
        current.disconnect();
        process.send?.({ profiled: file });
      });
    }
  });
}
