/**
 * Starts a real search cluster on this machine: each node its own JVM process, built from deploy/search-node with
 * Maven (no Docker, no downloaded distribution). Used by `npm run search:node` and by tests that kill and restart
 * nodes. docs/search-node.md says how it works.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type SearchEngine = 'opensearch' | 'elasticsearch';

export interface SearchClusterOptions {
  /** HTTP port of node 0; node i listens on port + i, its transport on port + 100 + i. */
  port?: number;
  nodes?: number;
  /** Holds node-<i>/ (home and data), node-<i>.log and node-<i>.pid. */
  dataDir?: string;
  engine?: SearchEngine;
  /** Keep the nodes' data from an earlier start instead of starting an empty cluster. */
  keepData?: boolean;
  /** JVM heap per node, e.g. '1g'. */
  heap?: string;
  /**
   * Let the JIT compile hot code fully (C2). Off by default: C1 alone halves a node's start (9 s of CPU instead of
   * 17 s, 43 s instead of 96 s to green on the loaded 2-core machine) at the cost of peak speed; turn it on for
   * benchmarks.
   */
  fullJit?: boolean;
  timeoutMs?: number;
}

export interface SearchNodeHandle {
  readonly index: number;
  readonly httpPort: number;
  readonly transportPort: number;
  readonly pid: number | undefined;
  readonly url: string;
  kill(signal?: NodeJS.Signals): void;
  /** Stops the node if it runs (SIGTERM), starts it again with the same data and waits until it answers. */
  restart(): Promise<void>;
}

export interface SearchCluster {
  url: string;
  nodes: SearchNodeHandle[];
  health(): Promise<ClusterHealth>;
  /** Waits until the cluster reports this status (or better) with all running nodes joined. */
  waitFor(status: 'green' | 'yellow', timeoutMs?: number): Promise<ClusterHealth>;
  stop(): Promise<void>;
}

export interface ClusterHealth {
  status: 'green' | 'yellow' | 'red';
  number_of_nodes: number;
}

const REPO_ROOT = resolve(__dirname, '..', '..');

const SEARCH_NODE_DIR = join(REPO_ROOT, 'deploy', 'search-node');

const ENGINES: Record<SearchEngine, { project: string; sources: string[]; mainClass: string; javaHome?: string; jvmFlags: string[] }> = {
  opensearch: {
    project: SEARCH_NODE_DIR,
    sources: [join(SEARCH_NODE_DIR, 'pom.xml'), join(SEARCH_NODE_DIR, 'src')],
    mainClass: 'storefront.searchnode.SearchNode',
    jvmFlags: [],
  },
  elasticsearch: {
    project: join(SEARCH_NODE_DIR, 'elasticsearch'),
    sources: [join(SEARCH_NODE_DIR, 'elasticsearch', 'pom.xml'), join(SEARCH_NODE_DIR, 'elasticsearch', 'src'), join(SEARCH_NODE_DIR, 'src', 'shared')],
    mainClass: 'storefront.searchnode.ElasticsearchNode',
    // Elasticsearch 9 needs Java 21+; the machine's default is 17
    javaHome: '/usr/lib/jvm/temurin-25-jdk-amd64',
    // Lucene and Elasticsearch call native code through the foreign-function API
    jvmFlags: ['--enable-native-access=ALL-UNNAMED'],
  },
};

/** System properties the distributions' jvm.options set that matter outside them. */
const JVM_FLAGS = [
  '-XX:+UseG1GC',
  '-Dfile.encoding=UTF-8',
  '-Djava.awt.headless=true',
  '-Dlog4j2.formatMsgNoLookups=true',
  '-Dlog4j2.disable.jmx=true',
  // the node's shutdown hook still logs: log4j must not stop before it
  '-Dlog4j.shutdownHookEnabled=false',
  '-Dio.netty.noUnsafe=true',
  '-Dio.netty.noKeySetOptimization=true',
  '-Dio.netty.recycler.maxCapacityPerThread=0',
];

const STAMP = '.search-node-built';

function javaHomeFor(engine: SearchEngine): string | undefined {
  return engine === 'elasticsearch'
    ? process.env.SEARCH_NODE_ES_JAVA_HOME ?? ENGINES.elasticsearch.javaHome
    : process.env.JAVA_HOME;
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

/**
 * Runs Maven when target/ is missing or older than the pom or a source file; returns the classpath. Clean first:
 * target/lib/* is the classpath, and jars of an earlier version left there would load beside the new ones.
 */
export function ensureBuilt(engine: SearchEngine = 'opensearch'): string {
  const { project, sources: sourcePaths } = ENGINES[engine];
  const target = join(project, 'target');
  const stamp = join(target, STAMP);
  const sources = Math.max(...sourcePaths.map(newestMtime));
  if (!existsSync(stamp) || statSync(stamp).mtimeMs < sources) {
    const javaHome = javaHomeFor(engine);
    const built = spawnSync('mvn', ['-q', '-B', 'clean', 'package', '-DskipTests'], {
      cwd: project,
      encoding: 'utf8',
      env: javaHome ? { ...process.env, JAVA_HOME: javaHome } : process.env,
    });
    if (built.status !== 0) {
      throw new Error(`Maven build of ${project} failed:\n${built.stdout}${built.stderr}${built.error ?? ''}`);
    }
    writeFileSync(stamp, new Date().toISOString());
  }
  return `${join(target, 'classes')}:${join(target, 'lib', '*')}`;
}

function logTail(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

async function health(url: string): Promise<ClusterHealth | undefined> {
  try {
    const response = await fetch(`${url}/_cluster/health`, { signal: AbortSignal.timeout(5_000) });
    return response.ok ? ((await response.json()) as ClusterHealth) : undefined;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

export async function startSearchCluster(options: SearchClusterOptions = {}): Promise<SearchCluster> {
  const engine = options.engine ?? 'opensearch';
  const port = options.port ?? 9250;
  const count = options.nodes ?? 1;
  const dataDir = resolve(options.dataDir ?? join(tmpdir(), `search-node-${port}`));
  const timeoutMs = options.timeoutMs ?? 300_000;
  const heap = options.heap ?? '1g';
  if (!Number.isInteger(port) || port < 1024 || port + 100 + count > 65535) throw new Error(`bad port ${port}`);
  if (!Number.isInteger(count) || count < 1 || count > 5) throw new Error(`nodes must be 1 to 5, not ${count}`);

  const classpath = ensureBuilt(engine);
  const javaHome = javaHomeFor(engine);
  const java = javaHome ? join(javaHome, 'bin', 'java') : 'java';
  mkdirSync(dataDir, { recursive: true });

  const transportPorts = Array.from({ length: count }, (_, i) => port + 100 + i);
  const names = Array.from({ length: count }, (_, i) => `node-${i}`);
  for (let i = 0; i < count; i++) {
    if (await portAnswers(port + i)) throw new Error(`port ${port + i} is already in use (a search node left running?)`);
    if (!options.keepData) {
      rmSync(join(dataDir, names[i]), { recursive: true, force: true });
      rmSync(join(dataDir, `${names[i]}.log`), { force: true });
    }
  }

  const children: (ChildProcess | undefined)[] = new Array(count);
  const exited: (string | undefined)[] = new Array(count);

  const spawnNode = (i: number) => {
    const log = join(dataDir, `${names[i]}.log`);
    const out = openSync(log, 'a');
    const args = [
      `-Xms${heap === '1g' ? '512m' : heap}`,
      `-Xmx${heap}`,
      ...JVM_FLAGS,
      ...ENGINES[engine].jvmFlags,
      ...(options.fullJit ? [] : ['-XX:TieredStopAtLevel=1']),
      `-Djava.io.tmpdir=${join(dataDir, names[i], 'tmp')}`,
      '-cp',
      classpath,
      ENGINES[engine].mainClass,
      '--home', join(dataDir, names[i]),
      '--name', names[i],
      '--http-port', String(port + i),
      '--transport-port', String(transportPorts[i]),
      // Node 0 alone bootstraps the cluster: it is always the first elected manager, and in a two-node cluster (whose
      // voting configuration stays odd, so one vote) the only one, so node 1 is the node that can be lost.
      ...(count > 1 ? ['--seeds', transportPorts.join(','), '--managers', names[0]] : []),
    ];
    mkdirSync(join(dataDir, names[i], 'tmp'), { recursive: true });
    const child = spawn(java, args, { stdio: ['ignore', out, out] });
    closeSync(out);
    exited[i] = undefined;
    child.on('exit', (code, signal) => {
      exited[i] = `exited with ${signal ?? code}`;
    });
    child.on('error', (error) => {
      exited[i] = `could not start (${java}: ${error.message})`;
    });
    children[i] = child;
    writeFileSync(join(dataDir, `${names[i]}.pid`), `${child.pid}\n`);
  };

  /**
   * Resolves once every node running at the call answers and the cluster counts exactly those nodes at the status
   * wanted; throws if one of them exits meanwhile.
   */
  const waitFor = async (status: 'green' | 'yellow', waitMs = timeoutMs): Promise<ClusterHealth> => {
    const wanted = names.map((_, i) => i).filter((i) => children[i] && !exited[i]);
    if (wanted.length === 0) throw new Error('no search node is running');
    const deadline = Date.now() + waitMs;
    let last: ClusterHealth | undefined;
    for (;;) {
      for (const i of wanted) {
        if (exited[i]) {
          throw new Error(`${names[i]} ${exited[i]} before the cluster was ready; its log ends:\n${logTail(join(dataDir, `${names[i]}.log`))}`);
        }
      }
      const answers = await Promise.all(wanted.map((i) => health(`http://127.0.0.1:${port + i}`)));
      last = answers[0];
      const ok = answers.every(
        (answer) =>
          answer &&
          answer.number_of_nodes === wanted.length &&
          (answer.status === 'green' || (status === 'yellow' && answer.status === 'yellow')),
      );
      if (ok) return answers[0]!;
      if (Date.now() > deadline) {
        throw new Error(
          `search cluster not ${status} after ${waitMs} ms (last health: ${JSON.stringify(last)}); node-0's log ends:\n${logTail(join(dataDir, 'node-0.log'))}`,
        );
      }
      await sleep(500);
    }
  };

  const stopNode = async (i: number) => {
    const child = children[i];
    if (!child || exited[i]) return;
    child.kill('SIGTERM');
    const deadline = Date.now() + 30_000;
    while (!exited[i] && Date.now() < deadline) await sleep(100);
    if (!exited[i]) child.kill('SIGKILL');
    while (!exited[i]) await sleep(50);
  };

  const stop = async () => {
    await Promise.all(names.map((_, i) => stopNode(i)));
    for (const name of names) rmSync(join(dataDir, `${name}.pid`), { force: true });
  };

  for (let i = 0; i < count; i++) spawnNode(i);
  try {
    await waitFor('yellow');
  } catch (error) {
    await stop();
    throw error;
  }

  const url = `http://127.0.0.1:${port}`;
  const handles: SearchNodeHandle[] = names.map((name, i) => ({
    index: i,
    httpPort: port + i,
    transportPort: transportPorts[i],
    url: `http://127.0.0.1:${port + i}`,
    get pid() {
      return children[i]?.pid;
    },
    kill(signal: NodeJS.Signals = 'SIGKILL') {
      children[i]?.kill(signal);
    },
    async restart() {
      await stopNode(i);
      while (await portAnswers(port + i)) await sleep(100);
      spawnNode(i);
      await waitFor('yellow');
    },
  }));

  return { url, nodes: handles, health: async () => (await health(url))!, waitFor, stop };
}
