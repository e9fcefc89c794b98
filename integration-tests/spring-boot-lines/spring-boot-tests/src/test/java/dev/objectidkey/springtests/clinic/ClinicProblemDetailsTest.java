package dev.objectidkey.springtests.clinic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;

/**
 * The clinic with Boot's own problem details switched on: Boot's handler answers type mismatches
 * with "Failed to convert 'ownerId' with value ...", and a malformed id must still get its parse
 * message.
 */
@SpringBootTest(
    classes = ClinicApplication.class,
    properties = "spring.mvc.problemdetails.enabled=true")
@ActiveProfiles(ClinicApplication.PROFILE)
class ClinicProblemDetailsTest {

  @Autowired private WebApplicationContext context;

  @Test
  void malformedIdIsAProblemDetailWithTheParseMessageBeforeBootsOwn() throws Exception {
    MockHttpServletResponse response =
        MockMvcBuilders.webAppContextSetup(context)
            .build()
            .perform(get("/owners/NOT-A-HEX-ID").accept(MediaType.APPLICATION_PROBLEM_JSON))
            .andReturn()
            .getResponse();

    assertEquals(400, response.getStatus());
    assertTrue(
        response
            .getContentAsString()
            .contains(
                "\"detail\":\"Invalid OwnerId \\\"NOT-A-HEX-ID\\\": expected 24 hexadecimal"
                    + " characters, got 12\""),
        response.getContentAsString());
  }
}
