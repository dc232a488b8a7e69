// Loaded into every function worker of the cost bench's emulators (`node --require`, through
// NODE_OPTIONS: scripts/bench/costBench.ts): logs each document the Admin SDK writes, with the
// moment its commit succeeded, and each document read, so the bench can count writes per document
// per second in a storm and every read and write of every function (not only the sample path's
// hand-counted METER lines). Bench-only: nothing in functions/src knows of it. It patches the
// installed @google-cloud/firestore (its WriteBatch commit, which transactions use too, its
// document reader and its query reader), and does nothing outside a function worker.
'use strict';

if (process.env.FUNCTIONS_EMULATOR === 'true' && process.env.NEURON_FIRESTORE_TRACE === '1') {
  try {
    patch();
  } catch (e) {
    console.log(`FSTRACE unavailable: ${e && e.message}`);
  }
}

function load(path) {
  // The package first: its modules import each other in an order that only its index gets right
  // (a submodule loaded on its own finds a base class still undefined).
  const index = require.resolve('@google-cloud/firestore', { paths: [process.cwd(), __dirname] });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see below
  require(index);
  const resolved = require.resolve(`@google-cloud/firestore/build/src/${path}`, { paths: [process.cwd(), __dirname] });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload patching the SDK's CommonJS modules
  return require(resolved);
}

function patch() {
  const { WriteBatch } = load('write-batch.js');
  const commit = WriteBatch.prototype._commit;
  WriteBatch.prototype._commit = async function tracedCommit(...args) {
    const paths = (this._ops || []).map((op) => op.docPath);
    const result = await commit.apply(this, args);
    const at = Date.now();
    for (const p of paths) console.log(`DOCW ${at} ${p}`);
    return result;
  };
  // Document reads (getAll, a document's get, a transaction's): one per document asked for.
  const { DocumentReader } = load('document-reader.js');
  const fetch = DocumentReader.prototype._get;
  DocumentReader.prototype._get = async function tracedGet(...args) {
    const answer = await fetch.apply(this, args);
    const docs = answer && answer.result;
    // The first document's path, to tell the reads apart when looking at a run's log.
    const first = Array.isArray(docs) && docs[0] && docs[0].ref ? docs[0].ref.path : '';
    console.log(`DOCR ${Date.now()} ${Array.isArray(docs) ? docs.length : 1} ${first}`);
    return answer;
  };
  // Queries (a transaction's too): the documents returned, at least one (a query is billed one).
  const { Query } = load('reference/query.js');
  const get = Query.prototype._get;
  Query.prototype._get = async function tracedQuery(...args) {
    const answer = await get.apply(this, args);
    const size = answer && answer.result ? answer.result.size : 0;
    const collection = this._queryOptions ? this._queryOptions.collectionId : '';
    console.log(`DOCR ${Date.now()} ${Math.max(1, size)} query ${collection}`);
    return answer;
  };
}
