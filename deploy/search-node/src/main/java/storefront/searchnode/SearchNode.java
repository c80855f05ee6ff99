package storefront.searchnode;

import java.util.Collections;
import java.util.List;

import org.opensearch.common.logging.LogConfigurator;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.plugins.Plugin;

/**
 * One OpenSearch node in a plain JVM. The modules of a distribution are put on the classpath as plugin classes,
 * so neither the distribution's launcher nor its security manager, bootstrap checks or root refusal are involved.
 * Arguments: see NodeLayout.
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
    NodeLayout layout = NodeLayout.prepare(argv, "cluster.initial_cluster_manager_nodes");
    Settings.Builder settings = Settings.builder();
    layout.settings().forEach(settings::put);
    Environment environment = InternalSettingsPreparer.prepareEnvironment(
        settings.build(), Collections.emptyMap(), layout.config(), layout::name);
    LogConfigurator.registerErrorListener();
    LogConfigurator.setNodeName(layout.name());
    LogConfigurator.configure(environment);
    Node node = new SearchNode(environment);
    node.start();
    NodeLayout.runUntilShutdown(node);
  }
}
