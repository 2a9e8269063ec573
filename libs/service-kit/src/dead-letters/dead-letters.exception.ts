import { HttpStatus } from '@nestjs/common';
import {
  DeadLetterAlreadyReplayedError,
  DeadLetterNotFoundError,
  DeadLetterNotReplayableError,
  ReplayUnavailableError,
} from '@app/messaging';
import { DomainException } from '../http/domain.exception';

export enum DeadLetterErrorCode {
  NotFound = 'NotFound',
  AlreadyReplayed = 'AlreadyReplayed',
  NotReplayable = 'NotReplayable',
  BrokerUnavailable = 'BrokerUnavailable',
  OtherService = 'OtherService',
}

export function describeDeadLetterError(code: DeadLetterErrorCode): { status: number; message: string } {
  switch (code) {
    case DeadLetterErrorCode.NotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Dead letter not found' };
    case DeadLetterErrorCode.AlreadyReplayed:
      return { status: HttpStatus.CONFLICT, message: 'This dead letter was already replayed' };
    case DeadLetterErrorCode.NotReplayable:
      return { status: HttpStatus.CONFLICT, message: 'This dead letter is not an event and cannot be replayed' };
    case DeadLetterErrorCode.BrokerUnavailable:
      return { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'The message broker is unreachable; try again later' };
    case DeadLetterErrorCode.OtherService:
      return { status: HttpStatus.NOT_FOUND, message: 'This service keeps no such dead letters' };
  }
}

/** A refused dead-letter request; `describeDeadLetterError` gives its status and message. */
export class DeadLetterException extends DomainException<DeadLetterErrorCode> {
  constructor(code: DeadLetterErrorCode) {
    const { status, message } = describeDeadLetterError(code);
    super(code, status, message);
  }
}

/** Turns the messaging library's replay errors into answers; anything else stays unexpected (500). */
export function toDeadLetterException(error: unknown): unknown {
  if (error instanceof DeadLetterNotFoundError) return new DeadLetterException(DeadLetterErrorCode.NotFound);
  if (error instanceof DeadLetterAlreadyReplayedError)
    return new DeadLetterException(DeadLetterErrorCode.AlreadyReplayed);
  if (error instanceof DeadLetterNotReplayableError) return new DeadLetterException(DeadLetterErrorCode.NotReplayable);
  if (error instanceof ReplayUnavailableError) return new DeadLetterException(DeadLetterErrorCode.BrokerUnavailable);
  return error;
}
