import type { Db } from './client.js';

/** What `transactional` adds to a repository's queries. */
export interface Transactional<Q> {
  /** Runs `run` with the same queries on one transaction of the repository's database. */
  inTransaction<T>(run: (tx: Q) => Promise<T>): Promise<T>;
  /** The same queries on a transaction another area opened (they commit or roll back with it). */
  within(tx: Db): Q;
}

/** A repository's queries on `db`, and the same queries on one transaction. */
export function transactional<Q>(db: Db, queriesOn: (db: Db) => Q): Q & Transactional<Q> {
  return {
    ...queriesOn(db),
    inTransaction: (run) => db.transaction((tx) => run(queriesOn(tx))),
    within: queriesOn,
  };
}
