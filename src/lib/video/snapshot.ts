import { saveFile } from '@/lib/save-file';
/** Draws the current frame to a canvas and downloads it as PNG. Works because the CDN is same-origin. */
export async function downloadSnapshot(video: HTMLVideoElement, fileBase: string): Promise<boolean> {
  if (!video.videoWidth) return false;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  ctx.drawImage(video, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return false;
  saveFile(blob, `${fileBase.replace(/[^\w.-]+/g, '_')}-${new Date().toISOString().replace(/[:.]/g, '-')}.png`);
  return true;
}
