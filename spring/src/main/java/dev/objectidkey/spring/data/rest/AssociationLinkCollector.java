package dev.objectidkey.spring.data.rest;

import java.util.ArrayList;
import java.util.List;
import org.jmolecules.ddd.types.Association;
import org.springframework.data.mapping.PersistentEntity;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.PersistentPropertyAccessor;
import org.springframework.data.mapping.context.PersistentEntities;
import org.springframework.data.rest.core.mapping.ResourceMappings;
import org.springframework.data.rest.core.mapping.ResourceMetadata;
import org.springframework.data.rest.webmvc.mapping.LinkCollector;
import org.springframework.data.rest.webmvc.support.RepositoryEntityLinks;
import org.springframework.hateoas.Link;
import org.springframework.hateoas.LinkRelation;
import org.springframework.hateoas.Links;

/**
 * Makes the link of each jMolecules {@code Association} of an item resource point at the associated
 * aggregate's own item resource, {@code /customers/{id}}, under the rel Spring Data REST gives it;
 * an empty association has no link.
 *
 * <p>Spring Data JPA models a property of type {@code Association<Customer, CustomerId>} as an
 * association to {@code Customer}, so Spring Data REST links it as the property resource
 * {@code /orders/{id}/customer}; but that resource fails with a 500 ({@code Couldn't find
 * PersistentEntity for type class SimpleAssociation}), since the property holds the customer's id,
 * not the customer. The id is all the link needs: the aggregate's own URI is made from it, with no
 * query.
 */
final class AssociationLinkCollector implements LinkCollector {

  private final LinkCollector delegate;
  private final PersistentEntities entities;
  private final ResourceMappings mappings;
  private final RepositoryEntityLinks entityLinks;

  AssociationLinkCollector(
      LinkCollector delegate,
      PersistentEntities entities,
      ResourceMappings mappings,
      RepositoryEntityLinks entityLinks) {
    this.delegate = delegate;
    this.entities = entities;
    this.mappings = mappings;
    this.entityLinks = entityLinks;
  }

  @Override
  public Links getLinksFor(Object object) {
    return withAssociationLinks(object, delegate.getLinksFor(object));
  }

  @Override
  public Links getLinksFor(Object object, Links existing) {
    return withAssociationLinks(object, delegate.getLinksFor(object, existing));
  }

  @Override
  public Links getLinksForNested(Object object, Links existing) {
    return delegate.getLinksForNested(object, existing);
  }

  private Links withAssociationLinks(Object object, Links links) {
    PersistentEntity<?, ? extends PersistentProperty<?>> entity =
        entities.getPersistentEntity(object.getClass()).orElse(null);
    if (entity == null || !mappings.hasMappingFor(entity.getType())) {
      return links;
    }
    ResourceMetadata metadata = mappings.getMetadataFor(entity.getType());
    PersistentPropertyAccessor<Object> accessor = entity.getPropertyAccessor(object);
    List<LinkRelation> removed = new ArrayList<>();
    List<Link> added = new ArrayList<>();
    entity.doWithAssociations(
        (org.springframework.data.mapping.Association<? extends PersistentProperty<?>>
                association) -> {
          PersistentProperty<?> property = association.getInverse();
          if (!Association.class.isAssignableFrom(property.getType())
              || !metadata.isExported(property)) {
            return;
          }
          Class<?> target = property.getAssociationTargetType();
          if (target == null || !mappings.exportsMappingFor(target)) {
            return;
          }
          LinkRelation rel = metadata.getMappingFor(property).getRel();
          removed.add(rel);
          Object value = accessor.getProperty(property);
          if (value instanceof Association<?, ?> reference && reference.getId() != null) {
            added.add(entityLinks.linkToItemResource(target, reference.getId()).withRel(rel));
          }
        });
    Links result = links;
    for (LinkRelation rel : removed) {
      result = result.without(rel);
    }
    return result.and(added);
  }
}
