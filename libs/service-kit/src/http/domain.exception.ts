/**
 * A domain error: the service names what went wrong with a code, and its own exception class maps the code
 * to a status and the spec's message with an exhaustive switch. The HTTP filter turns it into the answer.
 */
export abstract class DomainException<Code extends string = string> extends Error {
  protected constructor(
    readonly code: Code,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
