// Imported first by server.mjs, before any framework module: React picks its development or production build
// by NODE_ENV when it is first loaded, and a development React under the production server renderer fails
// every page (`dispatcher.getOwner is not a function`). An explicit NODE_ENV is left as it is.
process.env.NODE_ENV ??= 'production';
