import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { Dispatcher } from 'undici';
import { ProxiedAnswer } from './proxied-answer';

/** A client response that records what is written, with a socket that is full until drained. */
function fakeResponse(full = false) {
  const stream = new PassThrough();
  const written: string[] = [];
  const response = Object.assign(stream, {
    headersSent: false,
    writeHead: jest.fn(function (this: { headersSent: boolean }) {
      this.headersSent = true;
      return this;
    }),
    write: jest.fn((chunk: Buffer) => {
      written.push(chunk.toString());
      return !full;
    }),
    end: jest.fn(),
  });
  return { response: response as unknown as ServerResponse & typeof response, written };
}

function fakeController(): Dispatcher.DispatchController & { pause: jest.Mock; resume: jest.Mock; abort: jest.Mock } {
  const controller = {
    aborted: false,
    paused: false,
    reason: null,
    pause: jest.fn(() => {
      controller.paused = true;
    }),
    resume: jest.fn(() => {
      controller.paused = false;
    }),
    abort: jest.fn(),
  };
  return controller;
}

const request = { method: 'GET', headers: {} } as IncomingMessage;

describe('ProxiedAnswer', () => {
  it('ignores an informational answer and passes the final one with its body', () => {
    const { response, written } = fakeResponse();
    const answer = new ProxiedAnswer(request, response, jest.fn());
    const controller = fakeController();
    answer.onRequestStart(controller);
    answer.onResponseStart(controller, 103, { link: '</a.css>; rel=preload' });
    expect(response.writeHead).not.toHaveBeenCalled();
    answer.onResponseStart(controller, 200, { 'content-type': 'text/plain', connection: 'keep-alive' }, 'OK');
    answer.onResponseData(controller, Buffer.from('hello'));
    answer.onResponseEnd();
    expect(response.writeHead).toHaveBeenCalledWith(200, 'OK', { 'content-type': 'text/plain' });
    expect(written).toEqual(['hello']);
    expect(response.end).toHaveBeenCalled();
  });

  it('pauses the upstream while the client socket is full and resumes it on drain', () => {
    const { response } = fakeResponse(true);
    const answer = new ProxiedAnswer(request, response, jest.fn());
    const controller = fakeController();
    answer.onResponseStart(controller, 200, {});
    answer.onResponseData(controller, Buffer.from('a'));
    // A chunk undici had read already arrives while paused: still one pause and one resume.
    answer.onResponseData(controller, Buffer.from('b'));
    expect(controller.pause).toHaveBeenCalledTimes(1);
    expect(controller.resume).not.toHaveBeenCalled();
    response.emit('drain');
    expect(controller.resume).toHaveBeenCalledTimes(1);
  });

  it('hands an error before the answer to the proxy, and cuts the client off after it', () => {
    const before = fakeResponse();
    const failed = jest.fn();
    const early = new ProxiedAnswer(request, before.response, failed);
    const error = new Error('refused');
    early.onResponseError(fakeController(), error);
    expect(failed).toHaveBeenCalledWith(error);

    const after = fakeResponse();
    const failedLate = jest.fn();
    const late = new ProxiedAnswer(request, after.response, failedLate);
    const destroy = jest.spyOn(after.response, 'destroy');
    late.onResponseStart(fakeController(), 200, {});
    late.onResponseError(fakeController(), new Error('reset'));
    expect(failedLate).not.toHaveBeenCalled();
    expect(destroy).toHaveBeenCalled();
  });

  it('aborts the upstream exchange when asked, once', () => {
    const { response } = fakeResponse();
    const answer = new ProxiedAnswer(request, response, jest.fn());
    const controller = fakeController();
    answer.onRequestStart(controller);
    answer.abort(new Error('client gone'));
    expect(controller.abort).toHaveBeenCalledTimes(1);
  });
});
