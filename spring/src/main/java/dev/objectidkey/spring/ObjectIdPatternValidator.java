package dev.objectidkey.spring;

import dev.objectidkey.AbstractObjectId;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.constraints.Pattern;

/**
 * Checks {@code @Pattern} on a typed id against the id's hex form.
 *
 * <p>openapi-generator's Spring templates write the id schema's {@code pattern} as {@code @Pattern}
 * on every path and query parameter, and on every item of a list of ids, whatever Java type
 * {@code schemaMappings} gives it. Bean Validation defines {@code @Pattern} for {@code CharSequence}
 * only, so without this validator Hibernate Validator fails each such request with HV000030 (no
 * validator for {@code Pattern} on {@code OwnerId}), a 500. It is registered through {@code
 * META-INF/services/jakarta.validation.ConstraintValidator} in this jar, which Hibernate Validator
 * reads (HV-1949), so an application declares nothing. Nothing else loads that file, so without
 * Bean Validation on the classpath this class is never loaded.
 *
 * <p>The id was parsed before validation runs, so a malformed id never gets here (Spring answers
 * 400); what is checked is the lower-case hex form that the API writes back.
 */
public final class ObjectIdPatternValidator
    implements ConstraintValidator<Pattern, AbstractObjectId> {

  private java.util.regex.Pattern regex;

  /** Called by Bean Validation, through the service loader. */
  public ObjectIdPatternValidator() {}

  @Override
  public void initialize(Pattern pattern) {
    int flags = 0;
    for (Pattern.Flag flag : pattern.flags()) {
      flags |= flag.getValue();
    }
    regex = java.util.regex.Pattern.compile(pattern.regexp(), flags);
  }

  @Override
  public boolean isValid(AbstractObjectId id, ConstraintValidatorContext context) {
    // As Bean Validation's own validators do, null is for @NotNull to judge.
    return id == null || regex.matcher(id.toHexString()).matches();
  }
}
