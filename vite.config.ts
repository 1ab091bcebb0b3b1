import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** Where `npm run dev` proxies API calls: the reference service started by scripts/dev.mjs. */
const serviceUrl = process.env.SERVICE_URL ?? 'http://127.0.0.1:8787';
const proxied = ['/v1', '/dev', '/graphql', '/cdn', '/upload', '/config.json', '/docs', '/healthz'];

/**
 * Writes dist/.vite/chunk-modules.json (chunk file → the source modules in it), so
 * scripts/check-bundle-size.mjs can prove no heavy engine sits in an initial chunk.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      const root = process.cwd();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') map[item.fileName] = item.moduleIds.map((id) => id.replace(root, '').replace(/^\//, ''));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map) });
    },
  };
}

export default defineConfig({
  plugins: [
    // Must come before react(): it rewrites route files into lazily loaded chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    chunkModules(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // scripts/check-bundle-size.mjs reads the manifest to find the initial chunks.
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: serviceUrl, ws: p === '/graphql' }])),
  },
});
