import { customerRegisterSchema, type CustomerRegisterRequest } from '@app/contracts';

export type FieldProblem = { title: string; description: string };

export type CustomerRegisterField = Exclude<keyof CustomerRegisterRequest, 'role'>;

/** The registration form's fields in screen order: a failed submit names the first one that is wrong. */
export const CUSTOMER_REGISTER_FIELDS: CustomerRegisterField[] = [
  'firstName',
  'lastName',
  'contact',
  'city',
  'password',
];

const requiredTitles: Record<CustomerRegisterField, string> = {
  firstName: 'First Name Required',
  lastName: 'Last Name Required',
  contact: 'Contact Required',
  city: 'City Required',
  password: 'Password Required',
};

/**
 * What the customer registration screen says when a field is left wrong (spec section 5): Contact Required,
 * Invalid Format, First Name Required, Last Name Required, City Required, Password Required, and Password Too Short
 * ('Password must be at least 6 characters long'). The other texts are the shared schema's messages.
 */
export function customerRegisterFieldProblem(field: CustomerRegisterField, value: string): FieldProblem | null {
  const result = customerRegisterSchema.shape[field].safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';

  if (value.trim() === '') return { title: requiredTitles[field], description: message };
  switch (field) {
    case 'contact':
      return { title: 'Invalid Format', description: message };
    case 'password':
      return { title: 'Password Too Short', description: 'Password must be at least 6 characters long' };
    case 'firstName':
    case 'lastName':
    case 'city':
      return { title: requiredTitles[field], description: message };
  }
}
