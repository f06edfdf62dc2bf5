/**
 * SMTP_URL is read once, by the app, into the options the mail client is given: an option
 * set twice, an option the app does not know, a value that is not plainly true/false or a
 * number, and options that contradict each other are refused, so no reading of the URL can
 * differ from the one checked. In production `ignoreTLS` is refused whatever its value.
 */
import { describe, expect, it } from "vitest";
import { readSmtpUrl, smtpStartWarning, smtpTransportUrl } from "@/lib/email/smtp-url";

const problemOf = (url: string, production: boolean) => {
  const read = readSmtpUrl(url, production);
  return "problem" in read ? read.problem : null;
};

describe("readSmtpUrl", () => {
  it("refuses an option given twice, whatever the order and spelling of the repeat", () => {
    for (const url of [
      "smtp://mail.example:587?ignoreTLS=false&ignoreTLS=true",
      "smtp://mail.example:587?ignoreTLS=true&ignoreTLS=false",
      "smtp://mail.example:587?requireTLS=true&require%54LS=false",
      "smtps://mail.example:465?tls.rejectUnauthorized=true&tls.rejectUnauthorized=false",
    ]) {
      expect(smtpTransportUrl(url, true), url).toBeNull();
      for (const production of [true, false])
        expect(problemOf(url, production), url).toMatch(
          /^SMTP_URL sets (ignoreTLS|requireTLS|tls\.rejectUnauthorized) more than once$/,
        );
    }
  });

  it("refuses ignoreTLS in production, even set to false", () => {
    for (const url of ["smtp://mail.example:587?ignoreTLS=true", "smtp://mail.example:587?ignoreTLS=false"]) {
      expect(smtpTransportUrl(url, true), url).toBeNull();
      expect(problemOf(url, true), url).toBe("SMTP_URL may not set ignoreTLS in production: mail must go over TLS");
    }
    expect(problemOf("smtp://127.0.0.1:2525?ignoreTLS=true", false)).toBeNull();
  });

  it("refuses a value that is not plainly true or false (the mail client reads 00 as false)", () => {
    for (const url of [
      "smtps://mail.example:465?tls.rejectUnauthorized=00",
      "smtps://mail.example:465?tls.rejectUnauthorized=0x0",
      "smtp://mail.example:587?requireTLS=yes",
      "smtp://mail.example:587?requireTLS=",
    ]) {
      expect(smtpTransportUrl(url, true), url).toBeNull();
      expect(problemOf(url, false), url).toMatch(
        /^SMTP_URL option (tls\.rejectUnauthorized|requireTLS) must be true or false$/,
      );
    }
    expect(problemOf("smtp://mail.example:587?connectionTimeout=5s", false)).toBe(
      "SMTP_URL option connectionTimeout must be a whole number",
    );
  });

  it("refuses options that contradict each other or the scheme, and options it does not know", () => {
    const cases: [string, string][] = [
      ["smtp://127.0.0.1:2525?ignoreTLS=true&requireTLS=true", "SMTP_URL sets both ignoreTLS and requireTLS"],
      [
        "smtp://127.0.0.1:2525?ignoreTLS=true&opportunisticTLS=true",
        "SMTP_URL sets both ignoreTLS and opportunisticTLS",
      ],
      ["smtps://127.0.0.1:465?secure=false", "SMTP_URL's secure=false contradicts its smtps: scheme"],
      ["smtp://127.0.0.1:2525?secure=true", "SMTP_URL's secure=true contradicts its smtp: scheme (use smtps:)"],
      [
        "smtp://127.0.0.1:2525?IgnoreTLS=true",
        "SMTP_URL option IgnoreTLS is not one the app passes to the mail client",
      ],
      ["smtp://127.0.0.1:2525?auth.user=x", "SMTP_URL option auth.user is not one the app passes to the mail client"],
    ];
    for (const [url, problem] of cases) expect(problemOf(url, false), url).toBe(problem);
  });

  it("gives the mail client an object, TLS required on smtp: in production, the user's password decoded", () => {
    expect(readSmtpUrl("smtp://us%40er:p%3Aw%25@mail.example:587?connectionTimeout=7000", true)).toEqual({
      options: {
        host: "mail.example",
        port: 587,
        secure: false,
        requireTLS: true,
        auth: { user: "us@er", pass: "p:w%" },
        connectionTimeout: 7000,
      },
    });
    expect(readSmtpUrl("smtps://mail.example?tls.rejectUnauthorized=true", true)).toEqual({
      options: { host: "mail.example", secure: true, tls: { rejectUnauthorized: true } },
    });
    expect(readSmtpUrl("smtp://127.0.0.1:2525", false)).toEqual({
      options: { host: "127.0.0.1", port: 2525, secure: false },
    });
  });
});

describe("smtpStartWarning", () => {
  it("a server warns at start when its SMTP_URL will send nothing, naming why", () => {
    expect(smtpStartWarning("smtp://mail.example:587?ignoreTLS=false&ignoreTLS=true", true)).toBe(
      "SMTP_URL sets ignoreTLS more than once: no email will be sent",
    );
    expect(smtpStartWarning(undefined, true)).toBe("SMTP_URL is not set: emails are not sent, only logged");
    expect(smtpStartWarning("smtps://mail.example:465", true)).toBeNull();
    expect(smtpStartWarning(undefined, false)).toBeNull();
  });
});
