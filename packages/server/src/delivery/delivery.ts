/** How messages leave the server: one interface, a provider per channel. */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The code in the message, if any (recorded by the dev outbox for tests). */
  code?: string | undefined;
  link?: string | undefined;
}

export interface SmsMessage {
  to: string;
  text: string;
  code?: string | undefined;
}

export interface Delivery {
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
}

/** The part of the logger delivery uses (pino's signature). */
export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}
