/** The `message` of a success body such as `{ message: 'Email verified' }`, if there is one. */
export function readMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}
