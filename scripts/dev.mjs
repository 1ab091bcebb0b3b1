#!/usr/bin/env node
/**
 * `npm run dev`: the reference service (seeded, its own DATA_DIR) plus the Vite dev server
 * with hot reload, which proxies /v1, /dev, /graphql, /cdn, /config.json to the service.
 * Open the URL Vite prints. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';

const servicePort = process.env.PORT ?? '8787';
const host = process.env.HOST ?? '127.0.0.1';
const serviceUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${servicePort}`;

const children = [];
const start = (cmd, args, env) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    // Either side dying ends the session: a dev server without its service is confusing.
    stopAll();
    process.exitCode = code ?? 0;
  });
  return child;
};

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

// The demo may pull the simulated cameras' rtmp://127.0.0.1 URLs, which the default network policy
// refuses; a deployment sets STREAM_ALLOWED_NETWORKS itself (README, configuration).
const allowedNetworks = process.env.STREAM_ALLOWED_NETWORKS ?? '127.0.0.0/8';
start(process.execPath, ['--import', 'tsx', 'server/main.ts'], { PORT: servicePort, HOST: host, STREAM_ALLOWED_NETWORKS: allowedNetworks });
start(process.execPath, ['node_modules/vite/bin/vite.js', '--host', host], { SERVICE_URL: serviceUrl });
