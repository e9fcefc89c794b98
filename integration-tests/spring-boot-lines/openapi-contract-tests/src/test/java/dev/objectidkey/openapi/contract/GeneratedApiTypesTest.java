package dev.objectidkey.openapi.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.objectidkey.openapi.contract.api.OwnersApi;
import dev.objectidkey.openapi.contract.api.PetsApi;
import dev.objectidkey.openapi.contract.api.model.AdoptionDto;
import dev.objectidkey.openapi.contract.api.model.NewOwnerDto;
import dev.objectidkey.openapi.contract.api.model.NewPetDto;
import dev.objectidkey.openapi.contract.api.model.OwnerDto;
import dev.objectidkey.openapi.contract.api.model.PetDto;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pins the Java types that openapi-generator writes for each id in {@code openapi.yml}: a mapping
 * that falls back to {@code String} for one kind of use (path, query, body field, list item) fails
 * here, not only at the first request.
 */
class GeneratedApiTypesTest {

  @Test
  void pathIdsAreTyped() throws Exception {
    assertEquals(List.of(OwnerId.class), parameters(OwnersApi.class, "getOwner"));
    assertEquals(List.of(PetId.class), parameters(PetsApi.class, "getPet"));
    assertEquals(
        List.of(OwnerId.class, AdoptionDto.class), parameters(OwnersApi.class, "adoptPets"));
  }

  @Test
  void queryIdsAreTyped() throws Exception {
    assertEquals(List.of(OwnerId.class), parameters(PetsApi.class, "listPets"));
  }

  @Test
  void bodyFieldIdsAreTyped() throws Exception {
    assertEquals(OwnerId.class, returned(OwnerDto.class, "getId"));
    assertEquals(PetId.class, returned(PetDto.class, "getId"));
    assertEquals(OwnerId.class, returned(PetDto.class, "getOwnerId"));
    assertEquals(OwnerId.class, returned(NewPetDto.class, "getOwnerId"));
  }

  @Test
  void listsOfIdsAreTyped() throws Exception {
    assertEquals(PetId.class, listItem(AdoptionDto.class, "getPetIds"));
    assertEquals(PetId.class, listItem(OwnerDto.class, "getPetIds"));
  }

  @Test
  void theIdSchemasBecomeNoModelClasses() {
    // schemaMappings replaces the OwnerId and PetId schemas by our classes; the generator writes
    // models for the object schemas only.
    assertEquals("dev.objectidkey.openapi.contract.api.model", NewOwnerDto.class.getPackageName());
    for (String name : List.of("OwnerIdDto", "PetIdDto", "OwnerId", "PetId")) {
      assertThrows(
          ClassNotFoundException.class,
          () -> Class.forName("dev.objectidkey.openapi.contract.api.model." + name),
          name);
    }
  }

  private static List<Class<?>> parameters(Class<?> api, String name) {
    return Arrays.asList(method(api, name).getParameterTypes());
  }

  private static Class<?> returned(Class<?> model, String getter) throws Exception {
    return model.getMethod(getter).getReturnType();
  }

  private static Type listItem(Class<?> model, String getter) throws Exception {
    Method method = model.getMethod(getter);
    assertEquals(List.class, method.getReturnType());
    Type item = ((ParameterizedType) method.getGenericReturnType()).getActualTypeArguments()[0];
    // The generator puts @Pattern on the item type (List<@Pattern PetId>); the type is PetId.
    return item;
  }

  private static Method method(Class<?> api, String name) {
    List<Method> found =
        Arrays.stream(api.getMethods()).filter(m -> m.getName().equals(name)).toList();
    assertEquals(1, found.size(), name);
    return found.get(0);
  }
}
