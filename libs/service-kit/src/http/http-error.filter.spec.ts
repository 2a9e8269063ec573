import { ArgumentsHost, ForbiddenException, HttpStatus } from '@nestjs/common';
import { z } from 'zod';
import { DomainException } from './domain.exception';
import { HttpErrorFilter } from './http-error.filter';

class ShopException extends DomainException<'NotOwner'> {
  constructor() {
    super('NotOwner', HttpStatus.FORBIDDEN, 'You can only delete your own products.');
  }
}

function hostFor(response: { status: jest.Mock; json: jest.Mock; headersSent?: boolean }): ArgumentsHost {
  const request = { headers: { 'x-request-id': 'req-1' }, method: 'POST', originalUrl: '/api/products/1' };
  return {
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ArgumentsHost;
}

function captured(exception: unknown) {
  const response = { status: jest.fn(), json: jest.fn() };
  response.status.mockReturnValue(response);
  new HttpErrorFilter().catch(exception, hostFor(response));
  return { status: response.status.mock.calls[0][0] as number, body: response.json.mock.calls[0][0] };
}

describe(HttpErrorFilter.name, () => {
  it('answers a zod error with 400 and the schema message', () => {
    const result = z.object({ name: z.string().min(1, 'Shop name is required') }).safeParse({ name: '' });
    const { status, body } = captured(result.error);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, message: 'Shop name is required', requestId: 'req-1' });
    expect(body.errors).toEqual([{ path: 'name', message: 'Shop name is required' }]);
  });

  it("answers the body parser's refusals (too large, not JSON) with their 4xx and a message, not 500", () => {
    const tooLarge = Object.assign(new Error('request entity too large'), {
      expose: true,
      status: 413,
      type: 'entity.too.large',
    });
    expect(captured(tooLarge)).toMatchObject({ status: 413, body: { message: 'The request body is too large.' } });
    const notJson = Object.assign(new SyntaxError('Unexpected token'), {
      expose: true,
      status: 400,
      type: 'entity.parse.failed',
    });
    expect(captured(notJson)).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    const hidden = Object.assign(new Error('secret detail'), { expose: false, status: 500 });
    expect(captured(hidden)).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
  });

  it('answers a domain exception with its status and message', () => {
    const { status, body } = captured(new ShopException());
    expect(status).toBe(403);
    expect(body.message).toBe('You can only delete your own products.');
  });

  it('keeps the message of an HTTP exception', () => {
    expect(captured(new ForbiddenException('Admin access required')).body).toMatchObject({
      statusCode: 403,
      message: 'Admin access required',
    });
  });

  it('hides the details of an unexpected error', () => {
    const { status, body } = captured(new Error('connection string postgres://secret'));
    expect(status).toBe(500);
    expect(body.message).toBe('Internal server error');
    expect(JSON.stringify(body)).not.toContain('secret');
  });
});
