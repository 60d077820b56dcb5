/**
 * A nodemailer transport that sends nowhere and keeps each message as sent (raw MIME, to read
 * back with mailparser's simpleParser): what deliverOutboxEmail hands to SMTP, without a server.
 */
import nodemailer from 'nodemailer';

export function captureTransport() {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sent: Buffer[] = [];
  const original = transport.sendMail.bind(transport);
  transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
    const info = await original(mail);
    sent.push(info.message as Buffer);
    return info;
  }) as typeof transport.sendMail;
  return { transport, sent };
}
