package dev.objectidkey.openapi.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.objectidkey.openapi.contract.api.OwnersApi;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.Pattern;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code @Pattern} that openapi-generator puts on typed ids is checked against the id's hex
 * form, by the validator that the application registers through the service loader.
 */
class ObjectIdPatternValidatorTest {

  private static final OwnerId ID = OwnerId.valueOf("507f1f77bcf86cd799439011");

  private static ValidatorFactory factory;
  private static Validator validator;

  @BeforeAll
  static void startValidation() {
    factory = Validation.buildDefaultValidatorFactory();
    validator = factory.getValidator();
  }

  @AfterAll
  static void stopValidation() {
    factory.close();
  }

  record Lower(@Pattern(regexp = "^[0-9a-f]{24}$") OwnerId id) {}

  record Upper(@Pattern(regexp = "^[0-9A-F]{24}$") OwnerId id) {}

  record CaseInsensitive(
      @Pattern(regexp = "^[0-9A-F]{24}$", flags = Pattern.Flag.CASE_INSENSITIVE) OwnerId id) {}

  record Ids(List<@Pattern(regexp = "^[0-9a-fA-F]{24}$") PetId> ids) {}

  @Test
  void theGeneratedParameterPatternAcceptsAnId() throws Exception {
    Method getOwner = OwnersApi.class.getMethod("getOwner", OwnerId.class);
    // Method validation needs an instance; this one is never called.
    OwnersApi api =
        (OwnersApi)
            Proxy.newProxyInstance(
                OwnersApi.class.getClassLoader(),
                new Class<?>[] {OwnersApi.class},
                (proxy, method, args) -> {
                  throw new UnsupportedOperationException(method.getName());
                });
    Set<ConstraintViolation<OwnersApi>> violations =
        validator.forExecutables().validateParameters(api, getOwner, new Object[] {ID});
    assertEquals(Set.of(), violations);
  }

  @Test
  void thePatternIsMatchedAgainstTheLowerCaseHexForm() {
    assertEquals(0, validator.validate(new Lower(ID)).size());
    assertEquals(1, validator.validate(new Upper(ID)).size());
    assertEquals(0, validator.validate(new CaseInsensitive(ID)).size());
  }

  @Test
  void aListOfIdsIsCheckedItemByItem() {
    PetId pet = PetId.valueOf("507f191e810c19729de860ea");
    assertEquals(0, validator.validate(new Ids(List.of(pet, pet))).size());
  }

  @Test
  void aMissingIdIsLeftToNotNull() {
    assertEquals(0, validator.validate(new Lower(null)).size());
  }
}
