import type { Action } from '@/lib/contract/permissions';
import type { QueryClient } from '@tanstack/react-query';
/** Every module of the dashboard, in navigation order. Unbuilt ones show a "coming" page. */
export interface ModuleLink {
  to: string;
  label: string;
  icon: string;
  description: string;
  /** Shown only to callers the permission table allows this (the audit log is for admins). */
  permission?: Action;
}

export const MODULES: readonly ModuleLink[] = [
  { to: '/', label: 'Overview', icon: '⌂', description: 'How the fleet is doing: live, flown, open, detected' },
  { to: '/live', label: 'Live', icon: '◉', description: 'Live video from devices' },
  { to: '/channels', label: 'Channels', icon: '▤', description: 'Groups of devices, shared publicly' },
  { to: '/missions', label: 'Missions', icon: '◇', description: 'Plan flight missions on the map' },
  { to: '/jobs', label: 'Jobs', icon: '☑', description: 'Jobs and tasks' },
  { to: '/flights', label: 'Flights', icon: '✈', description: 'Flight logs' },
  { to: '/analytics', label: 'Analytics', icon: '▥', description: 'Detections per device' },
  { to: '/media', label: 'Media', icon: '▣', description: 'The media drive' },
  { to: '/audit', label: 'Audit', icon: '☰', description: 'Deletions, shares and refusals in the team', permission: 'audit.read' },
  { to: '/trash', label: 'Trash', icon: '♲', description: 'Deleted items, restorable for a while' },
];

/** An entry of the command palette that points at an entity (a channel, a mission…). */
export interface PaletteItem {
  id: string;
  label: string;
  group: string;
  to: string;
  search?: Record<string, string>;
  /** Run when chosen, before going to `to` (e.g. open a file picker while the key press still counts as a user action). */
  run?: () => void;
}

/** Supplies entities to the palette; features provide these and routes wire them in. */
export type PaletteSource = (queryClient: QueryClient) => Promise<PaletteItem[]>;
