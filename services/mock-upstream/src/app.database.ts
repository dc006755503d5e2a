/** The app's database: opened, and prepared before serving (migrations, platform keys, seed). */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type DbHandle } from './db/client.js';
import { normaliseStoredPhones, type PhoneMigrationReport } from './db/phone-migration.js';
import { seedDatabase } from './db/seed/index.js';
import { ensurePlatformKeys } from './modules/session/keys.service.js';
import { createSessionRepository } from './modules/session/session.repository.js';

/**
 * Opens the database and, when `prepare`, applies migrations, creates the platform keys and seeds it
 * (closing it again when that fails).
 */
export async function openPreparedDatabase(
  config: Config,
  prepare: boolean,
): Promise<{ handle: DbHandle; phoneMigration: PhoneMigrationReport | null }> {
  const handle: DbHandle = await openDatabase(config);
  let phoneMigration: PhoneMigrationReport | null = null;
  try {
    if (prepare) {
      await handle.migrate(async (db) => {
        phoneMigration = await normaliseStoredPhones(db);
        await ensurePlatformKeys(createSessionRepository(db));
        await seedDatabase(db, config);
      });
    }
  } catch (err) {
    await handle.close();
    throw err;
  }
  return { handle, phoneMigration: phoneMigration as PhoneMigrationReport | null };
}

/** Warns of stored member mobiles the migration could not normalise. */
export function warnOfUnnormalisedPhones(log: FastifyBaseLogger, report: PhoneMigrationReport | null) {
  if (report && (report.invalid.length > 0 || report.duplicates.length > 0)) {
    // The rows stay as they were (see phone-migration.ts); an operator settles them.
    log.warn(
      { invalid: report.invalid, duplicates: report.duplicates, normalised: report.normalised },
      'stored member mobiles that could not be normalised to E.164',
    );
  }
}
