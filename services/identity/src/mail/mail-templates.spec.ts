import { mailFileName, passwordResetMail, verificationMail } from './mail-templates';

describe('mail templates', () => {
  it('puts the code and its lifetime in the verification mail', () => {
    const mail = verificationMail('Aoife', '012345');
    expect(mail.subject).toBe('Verify your email for Local Shop Marketplace');
    expect(mail.text).toContain('Hi Aoife,');
    expect(mail.text).toContain('012345');
    expect(mail.text).toContain('This code expires in 10 minutes.');
  });

  it('puts the code and its lifetime in the reset mail', () => {
    const mail = passwordResetMail('', '987654');
    expect(mail.text.startsWith('Hi,')).toBe(true);
    expect(mail.text).toContain('987654');
    expect(mail.text).toContain('This code expires in 10 minutes.');
  });

  it('names mail files by time and recipient without unsafe characters', () => {
    expect(mailFileName('a/b@x.ie', new Date('2025-11-21T10:00:00.000Z'))).toBe(
      '2025-11-21T10-00-00-000Z-a_b@x.ie.eml',
    );
  });
});
