import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { AppConfig } from "../config.ts";
import type { Logger } from "../logger.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter emails. */
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is rendered by nodemailer as a real
 * RFC 822 message and written to the outbox folder, so links in it can be opened by hand or by tests.
 */
export function createMailer(config: AppConfig["mail"], logger: Logger): Mailer {
  if (config.kind === "smtp") {
    const transport = nodemailer.createTransport(config.url);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.from, ...message });
        logger.info({ mailId: info.messageId, subject: message.subject }, "mail sent over SMTP");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      await mkdir(config.dir, { recursive: true });
      const file = path.join(
        config.dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ file, subject: message.subject }, "mail written to outbox");
    },
  };
}
