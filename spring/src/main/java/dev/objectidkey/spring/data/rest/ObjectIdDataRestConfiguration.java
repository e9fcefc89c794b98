package dev.objectidkey.spring.data.rest;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.mapping.context.PersistentEntities;
import org.springframework.data.rest.core.mapping.ResourceMappings;
import org.springframework.data.rest.webmvc.config.RepositoryRestConfigurer;
import org.springframework.data.rest.webmvc.mapping.LinkCollector;
import org.springframework.data.rest.webmvc.spi.BackendIdConverter;
import org.springframework.data.rest.webmvc.support.RepositoryEntityLinks;
import org.springframework.util.ClassUtils;

/**
 * Everything objectidkey-spring adds to Spring Data REST, for an application without Spring Boot:
 * {@code @Import(ObjectIdDataRestConfiguration.class)} next to {@code RepositoryRestMvcConfiguration}
 * and {@code ObjectIdWebMvcConfiguration} (whose {@code ObjectIdErrorAdvice} answers malformed ids).
 *
 * <p>It declares the {@link BackendIdConverter} of typed ids, which Spring Data REST collects from
 * the context, and a {@link RepositoryRestConfigurer} that links jMolecules associations to the
 * associated aggregate when jMolecules is on the classpath.
 */
@Configuration(proxyBeanMethods = false)
public class ObjectIdDataRestConfiguration {

  /** Created by Spring. */
  public ObjectIdDataRestConfiguration() {}

  /**
   * Converts typed ids in item URIs.
   *
   * @param entities Spring Data REST's persistent entities, looked up when first needed
   * @return the converter
   */
  @Bean
  public BackendIdConverter objectIdBackendIdConverter(
      ObjectProvider<PersistentEntities> entities) {
    return new ObjectIdBackendIdConverter(entities::getObject);
  }

  /**
   * Links jMolecules associations to the associated aggregate; does nothing without jMolecules.
   *
   * @param entities Spring Data REST's persistent entities
   * @param mappings Spring Data REST's resource mappings
   * @param entityLinks Spring Data REST's links to item resources
   * @return the configurer
   */
  @Bean
  public RepositoryRestConfigurer objectIdAssociationLinks(
      ObjectProvider<PersistentEntities> entities,
      ObjectProvider<ResourceMappings> mappings,
      ObjectProvider<RepositoryEntityLinks> entityLinks) {
    boolean jmolecules =
        ClassUtils.isPresent("org.jmolecules.ddd.types.Association", getClass().getClassLoader());
    return new RepositoryRestConfigurer() {
      @Override
      public LinkCollector customizeLinkCollector(LinkCollector collector) {
        return jmolecules
            ? new AssociationLinkCollector(
                collector, entities.getObject(), mappings.getObject(), entityLinks.getObject())
            : collector;
      }
    };
  }
}
