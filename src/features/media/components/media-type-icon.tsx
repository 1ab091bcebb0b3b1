import { Box, FileQuestionMark, FileText, Film, Folder, Image, Plane, type LucideIcon } from 'lucide-react';

/**
 * Drawn icons, not emoji: a control-room display or a Linux desk often has no colour-emoji font, and
 * the emoji these replace showed there as empty boxes.
 */
const ICONS: Record<string, LucideIcon> = { F: Folder, I: Image, V: Film, M: Box, R: FileText, D: FileText, FL: Plane };

/** The icon of an item's type (folders, and files without a thumbnail). Decorative: the item is named beside it. */
export function MediaTypeIcon({ type, className }: { type: string | null | undefined; className?: string }) {
  const Icon = ICONS[type ?? ''] ?? FileQuestionMark;
  return <Icon aria-hidden className={className} strokeWidth={1.5} />;
}
