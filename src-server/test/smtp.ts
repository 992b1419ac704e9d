import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 for the mail tests (no network): it takes every message
// for any address, with a user name and password, and keeps what arrived, parsed.

export interface TestSmtp {
  port: number;
  /** `smtp://user:pass@127.0.0.1:port` */
  url: string;
  received: ParsedMail[];
  /** Stops taking connections (an outage); `start()` takes them again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

export const SMTP_USER = 'tokoku';
export const SMTP_PASSWORD = 'sandi-rahasia-smtp-42';

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
          callback(null, { user: auth.username });
        } else {
          callback(new Error('Invalid username or password'));
        }
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch((error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          });
      },
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.server.address() as AddressInfo).port;
  };
  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
    },
    received,
    stop: async () => {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start,
  };
}
