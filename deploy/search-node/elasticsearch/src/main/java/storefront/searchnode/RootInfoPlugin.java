package storefront.searchnode;

import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.elasticsearch.Build;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.node.DiscoveryNodes;
import org.elasticsearch.common.io.stream.NamedWriteableRegistry;
import org.elasticsearch.common.settings.ClusterSettings;
import org.elasticsearch.common.settings.IndexScopedSettings;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.common.settings.SettingsFilter;
import org.elasticsearch.features.NodeFeature;
import org.elasticsearch.plugins.ActionPlugin;
import org.elasticsearch.plugins.Plugin;
import org.elasticsearch.rest.BaseRestHandler;
import org.elasticsearch.rest.RestController;
import org.elasticsearch.rest.RestHandler;
import org.elasticsearch.rest.RestRequest;
import org.elasticsearch.rest.RestResponse;
import org.elasticsearch.rest.RestStatus;
import org.elasticsearch.client.internal.node.NodeClient;
import org.elasticsearch.xcontent.XContentBuilder;

/**
 * GET / (what clients call info() and ping()). The distribution serves it from its rest-root module, which Maven
 * Central does not have.
 */
public final class RootInfoPlugin extends Plugin implements ActionPlugin {
  @Override
  public Collection<RestHandler> getRestHandlers(Settings settings, NamedWriteableRegistry registry, RestController controller,
      ClusterSettings clusterSettings, IndexScopedSettings indexScopedSettings, SettingsFilter settingsFilter,
      IndexNameExpressionResolver resolver, Supplier<DiscoveryNodes> nodes, Predicate<NodeFeature> features) {
    return List.of(new BaseRestHandler() {
      @Override
      public String getName() {
        return "storefront_root_info";
      }

      @Override
      public List<Route> routes() {
        return List.of(new Route(RestRequest.Method.GET, "/"), new Route(RestRequest.Method.HEAD, "/"));
      }

      @Override
      protected RestChannelConsumer prepareRequest(RestRequest request, NodeClient client) {
        return channel -> {
          Build build = Build.current();
          XContentBuilder body = channel.newBuilder().startObject()
              .field("name", settings.get("node.name"))
              .field("cluster_name", settings.get("cluster.name"))
              .startObject("version")
              .field("number", build.qualifiedVersion())
              .field("build_flavor", build.flavor())
              .field("build_type", build.type().displayName())
              .field("build_hash", build.hash())
              .field("build_date", build.date())
              .field("build_snapshot", build.isSnapshot())
              .field("lucene_version", org.apache.lucene.util.Version.LATEST.toString())
              .field("minimum_wire_compatibility_version", build.minWireCompatVersion())
              .field("minimum_index_compatibility_version", build.minIndexCompatVersion())
              .endObject()
              .field("tagline", "You Know, for Search")
              .endObject();
          channel.sendResponse(new RestResponse(RestStatus.OK, body));
        };
      }
    });
  }
}
