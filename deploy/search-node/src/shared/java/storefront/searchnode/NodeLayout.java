package storefront.searchnode;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Collectors;

/**
 * What the OpenSearch and the Elasticsearch launcher share, in plain Java so that both builds compile it:
 * the arguments, the node's directories and its settings.
 *
 * Arguments: --home DIR --name NAME --http-port P --transport-port T [--seeds T1,T2 --managers N1,N2]
 * Without --seeds the node forms a single-node cluster.
 */
public record NodeLayout(Path home, Path config, String name, Map<String, String> settings) {

  /** Parses the arguments, makes the home directory with its log4j2.properties, and gives the node's settings. */
  public static NodeLayout prepare(String[] argv, String initialManagersSetting) throws IOException {
    Map<String, String> args = new HashMap<>();
    for (int i = 0; i + 1 < argv.length; i += 2) args.put(argv[i].replaceFirst("^--", ""), argv[i + 1]);
    Path home = Path.of(required(args, "home")).toAbsolutePath();
    Path config = home.resolve("config");
    Files.createDirectories(config);
    Files.createDirectories(home.resolve("modules"));
    Files.createDirectories(home.resolve("plugins"));
    try (InputStream log4j = NodeLayout.class.getResourceAsStream("/log4j2.properties")) {
      Files.copy(log4j, config.resolve("log4j2.properties"), StandardCopyOption.REPLACE_EXISTING);
    }

    String name = required(args, "name");
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("path.home", home.toString());
    settings.put("path.data", home.resolve("data").toString());
    settings.put("path.logs", home.resolve("logs").toString());
    settings.put("cluster.name", args.getOrDefault("cluster", "storefront-search"));
    settings.put("node.name", name);
    settings.put("network.host", "127.0.0.1");
    settings.put("http.port", required(args, "http-port"));
    settings.put("transport.port", required(args, "transport-port"));
    // a development machine's disk is often fuller than production watermarks allow
    settings.put("cluster.routing.allocation.disk.threshold_enabled", "false");
    // The replica an import copies after its fill (ADR 0043): the default 40 MB/s recovery throttle made a
    // 100 000-product index's copy take 48 s on a quiet machine, 2 s without it. Nodes on one machine have no
    // network link to protect.
    settings.put("indices.recovery.max_bytes_per_sec", "400mb");
    if (args.containsKey("seeds")) {
      // list settings read a comma-separated value as a list
      settings.put("discovery.seed_hosts",
          Arrays.stream(args.get("seeds").split(",")).map(port -> "127.0.0.1:" + port).collect(Collectors.joining(",")));
      settings.put(initialManagersSetting, required(args, "managers"));
    } else {
      settings.put("discovery.type", "single-node");
    }
    return new NodeLayout(home, config, name, settings);
  }

  /**
   * Closes the node on SIGTERM/SIGINT and holds the JVM until then: the engines' own threads are daemons, so
   * without one live thread the JVM would exit right after start.
   */
  public static void runUntilShutdown(Closeable node) throws InterruptedException {
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        node.close();
      } catch (IOException | RuntimeException e) {
        e.printStackTrace();
      } finally {
        stopped.countDown();
      }
    }, "search-node-shutdown"));
    stopped.await();
  }

  private static String required(Map<String, String> args, String key) {
    String value = args.get(key);
    if (value == null) throw new IllegalArgumentException("missing --" + key);
    return value;
  }
}
