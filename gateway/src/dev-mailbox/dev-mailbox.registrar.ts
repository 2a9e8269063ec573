import type { Express, NextFunction, Request, Response } from 'express';
import { sendError } from '../http/send-error';
import { listMail, readMail } from './mailbox-folder';
import {
  MAIL_HTML_CONTENT_SECURITY_POLICY,
  MAILBOX_CONTENT_SECURITY_POLICY,
  mailboxPage,
  mailPage,
} from './mailbox-pages';

/**
 * `/dev/mail` (issue 19): the mail the product wrote to DEV_MAILBOX_DIR (identity's files when no SMTP_URL is set,
 * and development SMS), newest first, each one readable. The embedded host sets DEV_MAILBOX_DIR outside
 * production only; without it the routes are not mounted at all (404), as in cluster mode.
 */
export function registerDevMailbox(app: Express, folder: string): void {
  const html = (response: Response, policy: string, body: string) => {
    response.setHeader('content-security-policy', policy);
    response.setHeader('cache-control', 'no-store');
    response.type('html').send(body);
  };
  app.get('/dev/mail', (_request: Request, response: Response, next: NextFunction) => {
    listMail(folder)
      .then((mails) => html(response, MAILBOX_CONTENT_SECURITY_POLICY, mailboxPage(mails)))
      .catch(next);
  });
  app.get('/dev/mail/:id', (request: Request, response: Response, next: NextFunction) => {
    readMail(folder, String(request.params.id))
      .then((mail) => {
        if (!mail) return sendError(request, response, 404, 'No such mail');
        html(response, MAILBOX_CONTENT_SECURITY_POLICY, mailPage(mail));
      })
      .catch(next);
  });
  app.get('/dev/mail/:id/html', (request: Request, response: Response, next: NextFunction) => {
    readMail(folder, String(request.params.id))
      .then((mail) => {
        if (!mail?.html) return sendError(request, response, 404, 'No such mail');
        html(response, MAIL_HTML_CONTENT_SECURITY_POLICY, mail.html);
      })
      .catch(next);
  });
}
