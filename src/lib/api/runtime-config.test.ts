import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

const base = {
  base_url: 'https://ops.example.com/',
  media_graphql_url: 'https://media.example.com/graphql',
  flight_cdn_url: 'https://cdn.example.com/flights',
  media_cdn_url: 'https://cdn.example.com/media/',
};

describe('runtime config', () => {
  it('takes media_upload_url when the deployment names one', () => {
    const c = parseRuntimeConfig({ ...base, media_upload_url: 'https://upload.example.com/media/' });
    expect(c.mediaUploadUrl).toBe('https://upload.example.com/media');
    expect(c.mediaCdnUrl).toBe('https://cdn.example.com/media');
  });

  it('falls back to {base_url}/upload (the reference service) when it is absent or null', () => {
    expect(parseRuntimeConfig(base).mediaUploadUrl).toBe('https://ops.example.com/upload');
    expect(parseRuntimeConfig({ ...base, media_upload_url: null }).mediaUploadUrl).toBe('https://ops.example.com/upload');
  });

  it('reads the AI add-ons (ai_apps), none when absent', () => {
    expect(parseRuntimeConfig(base).aiApps).toEqual([]);
    const c = parseRuntimeConfig({ ...base, ai_apps: [{ id: 'ppe', name: 'PPE detection' }] });
    expect(c.aiApps).toEqual([{ id: 'ppe', name: 'PPE detection' }]);
    expect(() => parseRuntimeConfig({ ...base, ai_apps: [{ id: 'a b', name: 'x' }] })).toThrow();
  });
});
