import { SmtpCatcher, startSmtpCatcher } from '../smtp-catcher';
import { HarnessExtra } from './harness-extra';

/** A real SMTP server in the test process as the service's SMTP_URL; the harness field is the catcher. */
export const smtpExtra: HarnessExtra<SmtpCatcher> = async () => {
  const smtp = await startSmtpCatcher();
  return { env: { SMTP_URL: smtp.url }, value: smtp, stop: () => smtp.close() };
};
