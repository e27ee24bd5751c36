// imported first by server.ts: React and Express choose their builds from NODE_ENV when they load,
// so the default (production) must be in place before anything else is imported
process.env.NODE_ENV ??= 'production'
