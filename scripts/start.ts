// `npm start`'s settings check, run by scripts/start.mjs before anything is built or written: a
// bad setting stops the start with one line. Production refuses to start without SESSION_SECRET,
// so when none is set the demo keeps a generated one in DATA_DIR (owner-only) and sessions
// survive restarts; a deployment sets its own SESSION_SECRET.
import path from 'node:path';
import { ConfigError, loadConfig, SESSION_SECRET_FILE, type AppConfig } from '../lib/config';

const root = process.cwd();
let config: AppConfig;
try {
  config = loadConfig(process.env, { keepSessionSecret: true });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}
if (!process.env.SESSION_SECRET?.trim()) {
  const file = path.join(config.dataDir, SESSION_SECRET_FILE);
  const shown = file.startsWith(root + path.sep) ? path.relative(root, file) : file;
  console.log(`SESSION_SECRET is not set: this demo uses the one kept in ${shown}; a deployment must set its own.`);
  process.env.SESSION_SECRET = config.sessionSecret;
}
