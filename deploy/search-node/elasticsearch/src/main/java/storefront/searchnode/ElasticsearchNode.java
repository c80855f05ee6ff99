package storefront.searchnode;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;

import org.elasticsearch.common.logging.LogConfigurator;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.node.ClasspathNode;
import org.elasticsearch.node.InternalSettingsPreparer;
import org.elasticsearch.node.Node;

/**
 * One Elasticsearch node in a plain JVM, with transport-netty4 and RootInfoPlugin as its plugins (the other modules
 * of the distribution are not on Maven Central). Arguments: see NodeLayout.
 */
public final class ElasticsearchNode {
  public static void main(String[] argv) {
    try {
      run(argv);
    } catch (Throwable e) {
      // Elasticsearch may have sent System.err into its loggers by now
      e.printStackTrace(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
      System.exit(1);
    }
  }

  private static void run(String[] argv) throws Exception {
    NodeLayout layout = NodeLayout.prepare(argv, "cluster.initial_master_nodes");
    Settings.Builder settings = Settings.builder();
    layout.settings().forEach(settings::put);
    Environment environment = InternalSettingsPreparer.prepareEnvironment(settings.build(), Map.of(), layout.config(), layout::name);
    LogConfigurator.registerErrorListener();
    LogConfigurator.setNodeName(layout.name());
    LogConfigurator.configure(environment, false);
    Node node = new ClasspathNode(environment, List.of(org.elasticsearch.transport.netty4.Netty4Plugin.class, RootInfoPlugin.class));
    node.start();
    NodeLayout.runUntilShutdown(node);
  }
}
