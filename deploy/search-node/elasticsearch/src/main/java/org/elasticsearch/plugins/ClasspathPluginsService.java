package org.elasticsearch.plugins;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import org.elasticsearch.Build;
import org.elasticsearch.common.settings.Settings;

/**
 * Plugins from classes on the classpath instead of module directories with descriptors, which only the distribution
 * has. It sits in this package because PluginsService keeps the pieces it needs package-private.
 */
public final class ClasspathPluginsService extends PluginsService {
  private final List<LoadedPlugin> plugins = new ArrayList<>();

  public ClasspathPluginsService(Settings settings, PluginsLoader loader, Collection<Class<? extends Plugin>> classes) {
    super(settings, null, loader);
    for (Class<? extends Plugin> pluginClass : classes) {
      PluginDescriptor descriptor = new PluginDescriptor(pluginClass.getName(), "classpath plugin", "NA",
          Build.current().version(), Integer.toString(Runtime.version().feature()), pluginClass.getName(), null,
          List.of(), false, false, false, false);
      plugins.add(new LoadedPlugin(descriptor, loadPlugin(pluginClass, settings, null), pluginClass.getClassLoader()));
    }
    loadExtensions(plugins);
  }

  @Override
  protected List<LoadedPlugin> plugins() {
    return plugins;
  }
}
