import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../../tests/support/outbox.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "./mailer.ts";

const logger = createLogger("silent");

describe("mail", () => {
  it("writes a real message to the outbox folder", async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), "ff-outbox-")), "outbox");
    const mailer = createMailer({ kind: "outbox", dir, from: "FoodFirst <no-reply@foodfirst.test>" }, logger);
    await mailer.send({ to: "ada@example.com", subject: "Hello", text: "A link: http://localhost:3000/x?token=abc" });
    const [message] = await readOutbox(dir);
    expect(message?.to).toEqual(["ada@example.com"]);
    expect(message?.subject).toBe("Hello");
    expect(message?.text).toContain("http://localhost:3000/x?token=abc");
  });

  describe("over SMTP", () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("delivers to the SMTP server named by SMTP_URL", async () => {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.server.address() as { port: number };
      const mailer = createMailer(
        { kind: "smtp", url: `smtp://127.0.0.1:${port}`, from: "FoodFirst <no-reply@foodfirst.test>" },
        logger,
      );
      await mailer.send({ to: "grace@example.com", subject: "Your results", text: "Eat more beans." });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Your results");
      expect(received[0]).toContain("To: grace@example.com");
      expect(received[0]).toContain("Eat more beans.");
    });
  });
});
