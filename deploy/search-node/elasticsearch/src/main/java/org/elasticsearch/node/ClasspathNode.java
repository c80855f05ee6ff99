package org.elasticsearch.node;

import java.util.Collection;
import java.util.Map;
import java.util.Set;

import org.elasticsearch.env.Environment;
import org.elasticsearch.plugins.ClasspathPluginsService;
import org.elasticsearch.plugins.Plugin;
import org.elasticsearch.plugins.PluginsLoader;
import org.elasticsearch.plugins.PluginsService;

/**
 * A Node whose plugins are classpath classes; in this package because Node's hooks for that are package-private.
 * No server exports: they need the server as a named module, and on the classpath it is the unnamed one.
 */
public class ClasspathNode extends Node {
  public ClasspathNode(Environment environment, Collection<Class<? extends Plugin>> plugins) {
    super(NodeConstruction.prepareConstruction(environment, PluginsLoader.createPluginsLoader(Set.of(), Set.of(), Map.of(), false),
        new NodeServiceProvider() {
          @Override
          PluginsService newPluginService(Environment env, PluginsLoader loader) {
            return new ClasspathPluginsService(env.settings(), loader, plugins);
          }
        }, true));
  }
}
