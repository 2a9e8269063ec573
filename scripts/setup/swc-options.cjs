// How TypeScript becomes JavaScript without type-checking (the tests' transform and `npm start`'s server build):
// decorators with their metadata (Nest's injection reads it), class names kept (handler class names are inbox keys).
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
};
