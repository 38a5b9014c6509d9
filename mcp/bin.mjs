#!/usr/bin/env node
// The command: runs the bundle that `node mcp/build.mjs` writes (see build.mjs for why it has no extension).
import './dist/server';
