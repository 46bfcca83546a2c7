import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set. Without it, outside production, the mail is
 * written to the server log instead, so a developer can read e-mail codes there.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  isProduction: boolean;
  logger: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        if (options.isProduction) throw new Error('SMTP_URL is not configured');
        options.logger.info(
          { mailTo: mail.to },
          `mail not sent (no SMTP_URL): ${mail.subject}\n${mail.text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
