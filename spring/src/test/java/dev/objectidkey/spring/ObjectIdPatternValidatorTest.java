package dev.objectidkey.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.Pattern;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Hibernate Validator finds {@link ObjectIdPatternValidator} through this jar's service file, with
 * nothing registered by the test, and checks {@code @Pattern} on an id against its hex form.
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

  record Ids(List<@Pattern(regexp = "^[0-9a-f]{24}$") OwnerId> ids) {}

  @Test
  void thePatternIsMatchedAgainstTheLowerCaseHexForm() {
    assertEquals(0, validator.validate(new Lower(ID)).size());
    assertEquals(1, validator.validate(new Upper(ID)).size());
    assertEquals(0, validator.validate(new CaseInsensitive(ID)).size());
  }

  record UpperIds(List<@Pattern(regexp = "^[0-9A-F]{24}$") OwnerId> ids) {}

  @Test
  void aListOfIdsIsCheckedItemByItem() {
    assertEquals(0, validator.validate(new Ids(List.of(ID, ID))).size());
    assertEquals(2, validator.validate(new UpperIds(List.of(ID, ID))).size());
  }

  @Test
  void aMissingIdIsLeftToNotNull() {
    assertEquals(0, validator.validate(new Lower(null)).size());
  }
}
