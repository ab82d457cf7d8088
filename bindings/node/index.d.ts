/** A better-sqlite3 Database or a node:sqlite DatabaseSync. */
export interface LoadableDatabase {
  loadExtension(path: string, ...rest: unknown[]): unknown;
  enableLoadExtension?(allow: boolean): unknown;
  exec(sql: string): unknown;
}
export function load<T extends LoadableDatabase>(db: T): T;
export function getLoadablePath(): string;
export function modelTableSql(): string;
export function createModelTable<T extends LoadableDatabase>(db: T): T;
