package dev.objectidkey.openapi.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.objectidkey.openapi.contract.api.OwnersApi;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code @Pattern} that openapi-generator puts on typed id parameters passes for a valid id:
 * objectidkey-spring's {@code ObjectIdPatternValidator} (tested in that module) answers it, with
 * nothing registered by the application.
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
}
