package dev.objectidkey.spring;

import dev.objectidkey.AbstractObjectId;
import org.springframework.core.convert.converter.ConverterRegistry;

/**
 * The conversions between text and every typed id, for a Spring {@code ConversionService}:
 *
 * <ul>
 *   <li>text to an id: empty or blank text is {@code null} (a new entity's hidden {@code id} field
 *       posts {@code id=}); any other text, stripped, is parsed by the id class's {@code parse}, in
 *       either case; text that is not 24 hex digits throws {@link MalformedObjectIdException}
 *       with the parse message;
 *   <li>an id to text: its lower-case hex form, for Thymeleaf's {@code th:field} and {@code
 *       ${{...}}} and for links built with a {@code ConversionService}.
 * </ul>
 *
 * <p>Without these, Spring falls back on the id class's static {@code valueOf(String)}, which
 * rejects the empty text, so an empty hidden field becomes a silent {@code typeMismatch} error.
 *
 * <p>Spring MVC applications need not call this: {@link ObjectIdWebMvcConfiguration} does, and
 * Spring Boot applies it by itself. Call it for a conversion service of your own:
 *
 * <pre>{@code
 * DefaultFormattingConversionService conversions = new DefaultFormattingConversionService();
 * ObjectIdConverters.register(conversions);
 * }</pre>
 */
public final class ObjectIdConverters {

  private ObjectIdConverters() {}

  /**
   * Adds the two conversions to a registry, such as the {@code FormatterRegistry} of {@code
   * WebMvcConfigurer.addFormatters}.
   *
   * @param registry the registry to add to
   */
  public static void register(ConverterRegistry registry) {
    registry.addConverterFactory(new StringToObjectIdConverterFactory());
    registry.addConverter(AbstractObjectId.class, String.class, AbstractObjectId::toHexString);
  }
}
