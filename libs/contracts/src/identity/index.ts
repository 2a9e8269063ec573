export * from './admin-people.schema';
export * from './auth-requests.schema';
export * from './auth-responses.schema';
export * from './contact';
export * from './session.contract';
export * from './preferences.schema';
