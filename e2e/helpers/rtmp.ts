import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { ffmpegPath } from '../../server/streaming/ffmpeg-bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** Waits for a LISTEN socket without connecting to it (a connection would use up `-listen 1`). */
async function waitListening(port: number): Promise<void> {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')} `;
  for (let i = 0; i < 200; i++) {
    const table = fs.readFileSync('/proc/net/tcp', 'utf8');
    if (table.split('\n').some((l) => l.includes(hex) && / 0A /.test(l))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** A real RTMP destination for a relay: ffmpeg listening once and discarding what it receives. */
export async function rtmpReceiver(): Promise<{ url: string; kill: () => void }> {
  const port = await freePort();
  const url = `rtmp://127.0.0.1:${port}/relay/e2e`;
  const child = spawn(ffmpegPath(), ['-nostdin', '-hide_banner', '-loglevel', 'error', '-listen', '1', '-i', url, '-f', 'null', '-'], {
    stdio: 'ignore',
  });
  await waitListening(port);
  return { url, kill: () => void child.kill('SIGKILL') };
}
