package storefront.searchnode;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

import org.opensearch.common.logging.LogConfigurator;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.plugins.Plugin;

/**
 * One OpenSearch node in a plain JVM. The modules of a distribution are put on the classpath as plugin classes,
 * so neither the distribution's launcher nor its security manager, bootstrap checks or root refusal are involved.
 *
 * Usage: SearchNode --home DIR --name NAME --http-port P --transport-port T [--seeds T1,T2 --managers N1,N2]
 * Without --seeds the node forms a single-node cluster.
 */
public final class SearchNode extends Node {
  private static final List<Class<? extends Plugin>> PLUGINS = List.of(
      org.opensearch.transport.Netty4Plugin.class,
      org.opensearch.analysis.common.CommonAnalysisPlugin.class,
      org.opensearch.painless.PainlessPlugin.class,
      org.opensearch.index.mapper.MapperExtrasPlugin.class,
      org.opensearch.index.reindex.ReindexPlugin.class);

  private SearchNode(Environment environment) {
    super(environment, PLUGINS, true);
  }

  public static void main(String[] argv) throws Exception {
    Map<String, String> args = new HashMap<>();
    for (int i = 0; i + 1 < argv.length; i += 2) args.put(argv[i].replaceFirst("^--", ""), argv[i + 1]);
    Path home = Path.of(required(args, "home")).toAbsolutePath();
    Path config = home.resolve("config");
    Files.createDirectories(config);
    Files.createDirectories(home.resolve("modules"));
    Files.createDirectories(home.resolve("plugins"));
    try (InputStream log4j = SearchNode.class.getResourceAsStream("/log4j2.properties")) {
      Files.copy(log4j, config.resolve("log4j2.properties"), StandardCopyOption.REPLACE_EXISTING);
    }

    String name = required(args, "name");
    Settings.Builder settings = Settings.builder()
        .put("path.home", home.toString())
        .put("path.data", home.resolve("data").toString())
        .put("path.logs", home.resolve("logs").toString())
        .put("cluster.name", args.getOrDefault("cluster", "storefront-search"))
        .put("node.name", name)
        .put("network.host", "127.0.0.1")
        .put("http.port", required(args, "http-port"))
        .put("transport.port", required(args, "transport-port"))
        // a development machine's disk is often fuller than production watermarks allow
        .put("cluster.routing.allocation.disk.threshold_enabled", false);
    if (args.containsKey("seeds")) {
      settings.putList("discovery.seed_hosts",
          Arrays.stream(args.get("seeds").split(",")).map(port -> "127.0.0.1:" + port).toList());
      settings.putList("cluster.initial_cluster_manager_nodes", Arrays.asList(required(args, "managers").split(",")));
    } else {
      settings.put("discovery.type", "single-node");
    }

    Environment environment = InternalSettingsPreparer.prepareEnvironment(
        settings.build(), Collections.emptyMap(), config, () -> name);
    LogConfigurator.registerErrorListener();
    LogConfigurator.setNodeName(name);
    LogConfigurator.configure(environment);
    Node node = new SearchNode(environment);
    // OpenSearch's own threads are daemons: without one live thread the JVM would exit right after start.
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        node.close();
      } catch (Exception e) {
        e.printStackTrace();
      } finally {
        stopped.countDown();
      }
    }, "search-node-shutdown"));
    node.start();
    stopped.await();
  }

  private static String required(Map<String, String> args, String key) {
    String value = args.get(key);
    if (value == null) throw new IllegalArgumentException("missing --" + key);
    return value;
  }
}
