import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

const FIXTURES = path.join(__dirname, 'fixtures');
/** A throw-away certificate for localhost and 127.0.0.1, for STARTTLS; its own CA, as an internal relay's would be. */
export const SMTP_TEST_CERT = fs.readFileSync(path.join(FIXTURES, 'smtp-test-cert.pem'), 'utf8');
const SMTP_TEST_KEY = fs.readFileSync(path.join(FIXTURES, 'smtp-test-key.pem'), 'utf8');

export const SMTP_USER = 'portal@audio-engineers.org.cn';
export const SMTP_PASSWORD = 'Relay#2026';

/** A message the server took: its envelope, and the message as mailparser reads it. */
export interface Received {
  from: string;
  to: string[];
  /** Whether it came over TLS (STARTTLS), and as whom. */
  secure: boolean;
  user: string | undefined;
  mail: ParsedMail;
}

export interface LocalSmtp {
  /** `smtp://user:password@127.0.0.1:port`, as SMTP_URL gives it. */
  url: string;
  port: number;
  received: Received[];
  /** While set, every message is refused with this SMTP answer (421 a passing trouble, 550 a permanent one). */
  refuse: { code: number; message: string } | null;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port (`smtp-server`, from the nodemailer project): it offers
 * STARTTLS with the throw-away certificate, takes a password only over TLS and only the right
 * one, and keeps each message it accepts, parsed. `refuse` makes it answer as a server in trouble.
 */
export async function localSmtp(): Promise<LocalSmtp> {
  const received: Received[] = [];
  const state: { refuse: LocalSmtp['refuse'] } = { refuse: null };
  const options: SMTPServerOptions = {
    key: SMTP_TEST_KEY,
    cert: SMTP_TEST_CERT,
    // AUTH before STARTTLS is refused by the server itself (allowInsecureAuth stays false).
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('end', () => {
        if (state.refuse) {
          callback(Object.assign(new Error(state.refuse.message), { responseCode: state.refuse.code }));
          return;
        }
        simpleParser(Buffer.concat(parts)).then(
          (mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((to) => to.address),
              secure: session.secure,
              user: session.user as string | undefined,
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
    port,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value) {
      state.refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
