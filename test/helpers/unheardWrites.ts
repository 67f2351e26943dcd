import pg from 'pg';
import { LISTENER_APPLICATION_NAME } from '../../src/server/platform/db/notifications';

// For the caches' tests across instances: writes no instance hears of, and a lost listening connection.

/** A connection to `url` whose writes fire no trigger (replica mode), so no instance hears of them. */
export async function silentWriter(url: string): Promise<pg.Client> {
  const writer = new pg.Client({ connectionString: url });
  await writer.connect();
  await writer.query(`set session_replication_role = replica`);
  return writer;
}

/** Ends every app instance's listening connection to the writer's database: each reconnects and listens again. */
export async function dropListeners(writer: pg.Client): Promise<void> {
  await writer.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = $1 and datname = current_database()`,
    [LISTENER_APPLICATION_NAME],
  );
}
