import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from './config';
import type { Db } from './store/db';
import type { TokenService } from './domain/identity/tokens';
import type { Authenticator } from './http/auth';
import type { StreamEngine } from './streaming/engine';
import type { DefaultBasemap } from './basemaps/default-basemap';
import type { FileRemovals } from './store/file-removals';
import type { Trash } from './domain/trash/trash-service';

/** What every router and domain module is handed: no globals, so tests can run several services. */
export interface ServiceContext {
  config: ServiceConfig;
  db: Db;
  tokens: TokenService;
  auth: Authenticator;
  /** Absolute folders under DATA_DIR. */
  dirs: { flights: string; media: string; live: string; tmp: string; basemaps: string };
  streams: StreamEngine;
  /** Stored files to remove after their rows are deleted, durable across a stop. */
  files: FileRemovals;
  /** The team trash: deletions kept restorable for the retention (extension, domain/trash). */
  trash: Trash;
  /** The bundled default basemap's tiles (made in a worker thread, cached under DATA_DIR). */
  basemaps: DefaultBasemap;
}

/** A router registers the routes of one spec area on its own encapsulated Fastify scope. */
export type Router = (app: FastifyInstance, ctx: ServiceContext) => void | Promise<void>;
