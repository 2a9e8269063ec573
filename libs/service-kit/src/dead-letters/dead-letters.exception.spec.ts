import {
  DeadLetterAlreadyReplayedError,
  DeadLetterNotFoundError,
  DeadLetterNotReplayableError,
  ReplayUnavailableError,
} from '@app/messaging';
import { DeadLetterException, toDeadLetterException } from './dead-letters.exception';

describe(toDeadLetterException.name, () => {
  it.each([
    [new DeadLetterNotFoundError('x'), 404, 'Dead letter not found'],
    [new DeadLetterAlreadyReplayedError('x'), 409, 'This dead letter was already replayed'],
    [new DeadLetterNotReplayableError('x'), 409, 'This dead letter is not an event and cannot be replayed'],
    [new ReplayUnavailableError(), 503, 'The message broker is unreachable; try again later'],
  ])('answers %p with %i and a message', (error, status, message) => {
    const mapped = toDeadLetterException(error);
    expect(mapped).toBeInstanceOf(DeadLetterException);
    expect(mapped).toMatchObject({ status, message });
  });

  it('leaves an unexpected error as it is, for the filter to log and answer 500', () => {
    const unexpected = new Error('connection terminated');
    expect(toDeadLetterException(unexpected)).toBe(unexpected);
  });
});
