import {
  mailFileName,
  passwordResetMail,
  receiptMail,
  subscriptionReminderMail,
  verificationMail,
} from './mail-templates';

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

  it('lists the receipt number, period and amount in the receipt mail, dates in the time zone', () => {
    const mail = receiptMail(
      'Aoife',
      {
        number: 'R-2026-000123',
        plan: 'Shop Owner Plan',
        issuedAt: '2026-03-01T23:30:00.000Z',
        periodStart: '2026-03-01T23:30:00.000Z',
        periodEnd: '2027-03-01T23:30:00.000Z',
        amount: '200.00',
        currency: 'EUR',
        paymentReference: 'ch_123',
      },
      'Europe/Dublin',
    );
    expect(mail.subject).toBe('Your receipt R-2026-000123 for the Shop Owner Plan');
    expect(mail.text).toContain('Period: 1 March 2026 to 1 March 2027');
    expect(mail.text).toContain('Amount paid: 200.00 EUR');
    expect(mail.text).toContain('Payment reference: ch_123');
  });

  it('names the end date in each reminder', () => {
    const soon = subscriptionReminderMail('', 'ends_in_7_days', '2027-03-01T12:00:00.000Z', 'Europe/Dublin');
    expect(soon.subject).toBe('Your Shop Owner Plan ends in 7 days');
    expect(soon.text).toContain('Your Shop Owner Plan ends on 1 March 2027.');
    const today = subscriptionReminderMail('Aoife', 'ends_today', '2027-03-01T12:00:00.000Z', 'Europe/Dublin');
    expect(today.subject).toBe('Your Shop Owner Plan ends today');
    expect(today.text).toContain('without a new approval');
  });
});
