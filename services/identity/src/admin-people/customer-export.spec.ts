import { CUSTOMER_EXPORT_COLUMNS } from '@app/contracts';
import { customerExportFileName, neutralizeFormula, toCustomerExportRecord } from './customer-export';

describe(toCustomerExportRecord.name, () => {
  const now = new Date('2025-11-21T10:00:00.000Z');

  it('fills every column of the spec in order', () => {
    const record = toCustomerExportRecord(
      {
        id: 7,
        email: 'aoife@example.ie',
        phone: null,
        city: 'Galway',
        contactMethod: 'email',
        isEmailVerified: true,
        isPhoneVerified: false,
        banned: false,
        createdAt: new Date('2025-11-01T09:00:00.000Z'),
      },
      now,
    );
    expect(Object.keys(record)).toEqual([...CUSTOMER_EXPORT_COLUMNS]);
    expect(record).toEqual({
      ID: 7,
      Email: 'aoife@example.ie',
      Phone: '',
      City: 'Galway',
      'Contact Method': 'email',
      'Email Verified': 'Yes',
      'Phone Verified': 'No',
      Banned: 'No',
      'Joined Date': '2025-11-01T09:00:00.000Z',
      'Account Age (days)': 20,
    });
  });
});

describe(neutralizeFormula.name, () => {
  it('defuses formulas but keeps phone numbers', () => {
    expect(neutralizeFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('+353871234567')).toBe('+353871234567');
    expect(neutralizeFormula('Cork')).toBe('Cork');
  });
});

describe(customerExportFileName.name, () => {
  it('stamps the file with the time', () => {
    expect(customerExportFileName(new Date('2025-11-21T10:05:09.123Z'))).toBe('customers-2025-11-21T10-05-09.csv');
  });
});
