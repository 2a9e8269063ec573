import { detectContact, detectOwnerContact, normalizeEmail, normalizePhone } from './contact';

describe(detectContact.name, () => {
  it('reads something shaped like an e-mail as a lower-cased e-mail', () => {
    expect(detectContact(' Aoife.Byrne@Example.IE ')).toEqual({ kind: 'email', email: 'aoife.byrne@example.ie' });
  });

  it('reads anything else as a phone of digits', () => {
    expect(detectContact('(087) 123-4567')).toEqual({ kind: 'phone', phone: '0871234567' });
    expect(detectContact('+353 87 123 4567')).toEqual({ kind: 'phone', phone: '+353871234567' });
  });

  it('does not take a bare @ for an e-mail', () => {
    expect(detectContact('not@anemail').kind).toBe('phone');
  });
});

describe(detectOwnerContact.name, () => {
  it('takes any value with @ for an e-mail, as the owner screen does', () => {
    expect(detectOwnerContact('Owner@Shop')).toEqual({ kind: 'email', email: 'owner@shop' });
    expect(detectOwnerContact('087 123 4567')).toEqual({ kind: 'phone', phone: '0871234567' });
  });
});

describe('normalizers', () => {
  it('lower-cases e-mails and strips phone punctuation', () => {
    expect(normalizeEmail('A@B.IE')).toBe('a@b.ie');
    expect(normalizePhone(' 087-123 (4567) ')).toBe('0871234567');
  });
});
