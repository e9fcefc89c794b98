package dev.objectidkey.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.objectidkey.AbstractObjectId;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.format.support.FormattingConversionService;
import org.springframework.http.MediaType;
import org.springframework.test.context.junit.jupiter.web.SpringJUnitWebConfig;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;
import org.springframework.web.servlet.config.annotation.EnableWebMvc;

/**
 * Spring MVC without Spring Boot, set up with the one documented {@code @Import}, driven through
 * MockMvc requests as a client sends them.
 */
@SpringJUnitWebConfig(ObjectIdWebMvcConfigurationTest.WebConfig.class)
class ObjectIdWebMvcConfigurationTest {

  private static final String HEX = "6553f1003f2a91c8d4003039";

  /** What a user writes: Spring MVC, the import, and the application's controllers. */
  @Configuration
  @EnableWebMvc
  @Import(ObjectIdWebMvcConfiguration.class)
  static class WebConfig {
    @Bean
    OwnerController ownerController() {
      return new OwnerController();
    }
  }

  @Autowired private WebApplicationContext context;

  @Autowired private FormattingConversionService mvcConversionService;

  private MockMvc mvc;

  @BeforeEach
  void mockMvc() {
    mvc = MockMvcBuilders.webAppContextSetup(context).build();
  }

  @Test
  void pathVariableParsesHexInEitherCase() throws Exception {
    mvc.perform(get("/owners/" + HEX.toUpperCase()))
        .andExpect(status().isOk())
        .andExpect(content().string("owner " + HEX));
  }

  @Test
  void malformedPathVariableIsA400ProblemDetailWithTheParseMessage() throws Exception {
    mvc.perform(get("/owners/NOT-A-HEX-ID").accept(MediaType.APPLICATION_PROBLEM_JSON))
        .andExpect(status().isBadRequest())
        .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
        .andExpect(
            jsonPath("$.detail")
                .value(
                    "Invalid OwnerId \"NOT-A-HEX-ID\": expected 24 hexadecimal characters,"
                        + " got 12"))
        .andExpect(jsonPath("$.status").value(400));
  }

  @Test
  void malformedPathVariableIsLoggedOnceAtWarnWithTheParseMessage() throws Exception {
    // Spring's logging reaches java.util.logging through SLF4J and slf4j-jdk14 here.
    Logger logger = Logger.getLogger("dev.objectidkey.spring");
    List<LogRecord> records = new ArrayList<>();
    Handler handler =
        new Handler() {
          @Override
          public void publish(LogRecord record) {
            records.add(record);
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    logger.addHandler(handler);
    try {
      mvc.perform(get("/owners/NOT-A-HEX-ID")).andExpect(status().isBadRequest());
    } finally {
      logger.removeHandler(handler);
    }

    assertEquals(1, records.size());
    assertEquals(Level.WARNING, records.get(0).getLevel());
    assertEquals(
        "400 for uri=/owners/NOT-A-HEX-ID: Invalid OwnerId \"NOT-A-HEX-ID\": expected 24"
            + " hexadecimal characters, got 12",
        records.get(0).getMessage());
    assertNull(records.get(0).getThrown());
  }

  @Test
  void malformedPathVariableFromABrowserStillGetsTheMessage() throws Exception {
    mvc.perform(get("/owners/NOT-A-HEX-ID").accept(MediaType.TEXT_HTML))
        .andExpect(status().isBadRequest())
        .andExpect(
            jsonPath("$.detail")
                .value(
                    "Invalid OwnerId \"NOT-A-HEX-ID\": expected 24 hexadecimal characters,"
                        + " got 12"));
  }

  @Test
  void otherTypeMismatchesAreLeftToSpring() throws Exception {
    String body =
        mvc.perform(get("/pages/two"))
            .andExpect(status().isBadRequest())
            .andReturn()
            .getResponse()
            .getContentAsString();
    assertFalse(body.contains("Invalid"), body);
  }

  @Test
  void emptyOrBlankRequestParameterIsNull() throws Exception {
    mvc.perform(get("/owners").param("after", "")).andExpect(content().string("after null"));
    mvc.perform(get("/owners").param("after", "  ")).andExpect(content().string("after null"));
  }

  @Test
  void malformedRequestParameterIsA400WithTheParseMessage() throws Exception {
    mvc.perform(get("/owners").param("after", "12"))
        .andExpect(status().isBadRequest())
        .andExpect(
            jsonPath("$.detail")
                .value("Invalid OwnerId \"12\": expected 24 hexadecimal characters, got 2"));
  }

  @Test
  void emptyHiddenIdOfANewFormObjectBindsToNull() throws Exception {
    mvc.perform(post("/owners").param("id", "").param("name", "Ada"))
        .andExpect(content().string("saved null Ada"));
  }

  @Test
  void hexIdOfAFormObjectBindsThroughItsGenericBaseClass() throws Exception {
    mvc.perform(post("/owners").param("id", HEX).param("name", "Ada"))
        .andExpect(content().string("saved " + HEX + " Ada"));
  }

  @Test
  void malformedFormIdIsATypeMismatchFieldErrorWithTheParseMessage() throws Exception {
    mvc.perform(post("/owners").param("id", "6553f1003f2a91c8d400303").param("name", "Ada"))
        .andExpect(status().isOk())
        .andExpect(
            content()
                .string(
                    "errors [id: Invalid OwnerId \"6553f1003f2a91c8d400303\": expected 24"
                        + " hexadecimal characters, got 23 typeMismatch.owner.id,"
                        + "typeMismatch.id,typeMismatch.dev.objectidkey.spring.OwnerId,"
                        + "typeMismatch]"));
  }

  @Test
  void idsPrintAsLowerCaseHex() {
    OwnerId id = OwnerId.parse(HEX.toUpperCase());
    assertEquals(HEX, mvcConversionService.convert(id, String.class));
  }

  @Test
  void aPropertyOfTheAbstractTypeGetsAnErrorNamingTheFix() {
    ConversionFailedException e =
        assertThrows(
            ConversionFailedException.class,
            () -> mvcConversionService.convert(HEX, AbstractObjectId.class));
    assertTrue(
        e.getCause()
            .getMessage()
            .startsWith(
                "[ObjectIdKey] cannot convert text to the abstract dev.objectidkey.AbstractObjectId"),
        e.getCause().getMessage());
  }

  @Test
  void theAbstractTypeIsConvertibleSoSpringAsksAndGetsTheError() {
    assertTrue(mvcConversionService.canConvert(String.class, AbstractObjectId.class));
  }

  @Test
  void emptyTextConvertsToNullForAnyIdClass() {
    assertNull(mvcConversionService.convert("", OwnerId.class));
  }
}
