/** Fails the factory's step, naming the call, when the service did not answer as a successful creation does. */
export function expectStatus(response: { status: number; text: string }, status: number, call: string): void {
  if (response.status !== status) {
    throw new Error(`${call} answered ${response.status} instead of ${status}: ${response.text}`);
  }
}
