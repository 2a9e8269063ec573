import { redactUrl } from './broker-connection';

describe(redactUrl.name, () => {
  it('masks the password of a broker URL', () => {
    expect(redactUrl('amqp://app:s3cret@rabbit.internal:5672/shop')).toBe('amqp://app:***@rabbit.internal:5672/shop');
  });

  it('leaves a URL without a password as it is', () => {
    expect(redactUrl('amqp://127.0.0.1:5672')).toBe('amqp://127.0.0.1:5672');
  });

  it('never echoes what it cannot parse', () => {
    expect(redactUrl('not a url :: with secret')).toBe('(invalid url)');
  });
});
