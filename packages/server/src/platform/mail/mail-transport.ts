import nodemailer from 'nodemailer';

export interface MailEnvelope {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/** Hands one message to a mail server; rejects when the server does not accept it. */
export interface MailTransport {
  send(message: MailEnvelope): Promise<void>;
  close(): void;
}

// nodemailer waits up to ten minutes on a silent socket; a send that long would hold up the queue
// and shutdown. The URL's own query parameters win over these.
const TIMEOUTS = { connectionTimeout: '20000', greetingTimeout: '20000', socketTimeout: '60000' };

/** SMTP through nodemailer, from a URL such as smtp://user:pass@host:587 or smtps://host:465. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transporter = nodemailer.createTransport(url.toString());
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
