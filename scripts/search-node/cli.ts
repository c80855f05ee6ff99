/**
 * npm run search:node -- [--port 9250] [--nodes 2] [--data DIR] [--engine opensearch|elasticsearch] [--heap 1g]
 * [--keep-data] [--full-jit] [--build-only]: starts a search cluster, prints one line when it is ready, and stops
 * it on Ctrl-C or SIGTERM. --build-only runs Maven if the node's sources changed and exits.
 */
import { parseArgs } from 'node:util';
import { ensureBuilt, startSearchCluster, type SearchEngine } from './cluster';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '9250' },
      nodes: { type: 'string', default: '1' },
      data: { type: 'string' },
      engine: { type: 'string', default: 'opensearch' },
      heap: { type: 'string', default: '1g' },
      'keep-data': { type: 'boolean', default: false },
      'build-only': { type: 'boolean', default: false },
      'full-jit': { type: 'boolean', default: false },
    },
  });
  if (values.engine !== 'opensearch' && values.engine !== 'elasticsearch') {
    throw new Error(`--engine must be opensearch or elasticsearch, not ${values.engine}`);
  }
  if (values['build-only']) {
    ensureBuilt(values.engine);
    return;
  }
  const cluster = await startSearchCluster({
    port: Number(values.port),
    nodes: Number(values.nodes),
    dataDir: values.data,
    engine: values.engine as SearchEngine,
    heap: values.heap,
    keepData: values['keep-data'],
    fullJit: values['full-jit'],
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const health = await cluster.health();
  const count = cluster.nodes.length;
  console.log(`search cluster ready: ${cluster.url} (${count} node${count === 1 ? '' : 's'}, ${health.status})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
