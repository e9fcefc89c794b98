package dev.objectidkey.jakarta.rest.shop;

import dev.objectidkey.jakarta.rest.ObjectIdParamConverterProvider;
import dev.objectidkey.jakarta.rest.ObjectIdRequestExceptionMapper;
import jakarta.ws.rs.core.Application;
import java.util.Set;

/** Registers the provider and the mapper explicitly, the way that works on every Jakarta REST runtime. */
public class ShopApplication extends Application {

  @Override
  public Set<Class<?>> getClasses() {
    return Set.of(
        OrderResource.class,
        ObjectIdParamConverterProvider.class,
        ObjectIdRequestExceptionMapper.class);
  }
}
