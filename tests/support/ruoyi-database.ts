import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import mysql from 'mysql2/promise';

/** RuoYi-Vue's published scripts: the tables and seed rows of a new RuoYi database (README there). */
export const RUOYI_FIXTURE = path.resolve(process.cwd(), '../shared/fixtures/ruoyi-vue-sql');
const SCRIPTS = ['ry_20260417.sql', 'quartz.sql'];

/** The MySQL/MariaDB server the import suites load RuoYi databases into (.ci/run sets it). */
export function mysqlServer(): string {
  const server = process.env.TEST_MYSQL_URL;
  if (!server) throw new Error('the RuoYi import suites need TEST_MYSQL_URL (e.g. mysql://root@127.0.0.1:3306)');
  return server.replace(/\/+$/, '');
}

export interface RuoyiDatabase {
  /** mysql://…/name, as --from takes it. */
  url: string;
  /** Runs statements on it (one or several). */
  run(statements: string): Promise<void>;
  drop(): Promise<void>;
}

/** A new database on the test server holding the RuoYi fixture, dropped by `drop`. */
export async function createRuoyiDatabase(): Promise<RuoyiDatabase> {
  if (!fs.existsSync(RUOYI_FIXTURE))
    throw new Error(`RuoYi-Vue's scripts are not at ${RUOYI_FIXTURE} (the shared fixtures beside this checkout)`);
  const name = `ry_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: mysqlServer(), multipleStatements: true, charset: 'utf8mb4' });
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  } finally {
    await admin.end();
  }
  const url = `${mysqlServer()}/${name}`;
  const run = async (statements: string) => {
    const connection = await mysql.createConnection({ uri: url, multipleStatements: true, charset: 'utf8mb4' });
    try {
      await connection.query(statements);
    } finally {
      await connection.end();
    }
  };
  for (const script of SCRIPTS) await run(fs.readFileSync(path.join(RUOYI_FIXTURE, script), 'utf8'));
  return {
    url,
    run,
    async drop() {
      const connection = await mysql.createConnection({ uri: mysqlServer() });
      try {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await connection.end();
      }
    },
  };
}
