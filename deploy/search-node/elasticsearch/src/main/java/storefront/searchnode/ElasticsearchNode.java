package storefront.searchnode;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

import org.elasticsearch.common.logging.LogConfigurator;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.node.ClasspathNode;
import org.elasticsearch.node.InternalSettingsPreparer;
import org.elasticsearch.node.Node;

/**
 * One Elasticsearch node in a plain JVM, with transport-netty4 and RootInfoPlugin as its plugins (the other modules of the
 * distribution are not on Maven Central). Same arguments as SearchNode:
 * --home DIR --name NAME --http-port P --transport-port T [--seeds T1,T2 --managers N1,N2]
 */
public final class ElasticsearchNode {
  public static void main(String[] argv) throws Exception {
    try {
      run(argv);
    } catch (Throwable e) {
      // Elasticsearch may have redirected System.err into its loggers by now
      e.printStackTrace(new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true));
      System.exit(1);
    }
  }

  private static void run(String[] argv) throws Exception {
    Map<String, String> args = new HashMap<>();
    for (int i = 0; i + 1 < argv.length; i += 2) args.put(argv[i].replaceFirst("^--", ""), argv[i + 1]);
    Path home = Path.of(required(args, "home")).toAbsolutePath();
    Path config = home.resolve("config");
    Files.createDirectories(config);
    Files.createDirectories(home.resolve("modules"));
    Files.createDirectories(home.resolve("plugins"));
    try (InputStream log4j = ElasticsearchNode.class.getResourceAsStream("/log4j2.properties")) {
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
        .put("cluster.routing.allocation.disk.threshold_enabled", false);
    if (args.containsKey("seeds")) {
      settings.putList("discovery.seed_hosts",
          Arrays.stream(args.get("seeds").split(",")).map(port -> "127.0.0.1:" + port).toList());
      settings.putList("cluster.initial_master_nodes", Arrays.asList(required(args, "managers").split(",")));
    } else {
      settings.put("discovery.type", "single-node");
    }

    Environment environment = InternalSettingsPreparer.prepareEnvironment(settings.build(), Map.of(), config, () -> name);
    LogConfigurator.registerErrorListener();
    LogConfigurator.setNodeName(name);
    LogConfigurator.configure(environment, false);
    Node node = new ClasspathNode(environment, List.of(org.elasticsearch.transport.netty4.Netty4Plugin.class, RootInfoPlugin.class));
    // Elasticsearch's own threads are daemons: without one live thread the JVM would exit right after start.
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
