package dev.objectidkey.springtests.clinic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;
import org.springframework.web.util.HtmlUtils;

/**
 * The clinic's pages through Spring MVC as a browser uses them: get a form, post its fields as
 * rendered, follow the redirect. The app sets nothing up for typed ids; objectidkey-spring's
 * auto-configuration does. The spring-boot-lines modules run it on Boot 3.5 and 4.0.
 */
@SpringBootTest(classes = ClinicApplication.class)
@ActiveProfiles(ClinicApplication.PROFILE)
class ClinicFormsTest {

  /** George Franklin and his cat Leo, from clinic-data.sql. */
  static final String GEORGE = "6553f1000000000000000001";

  static final String LEO = "6553f1010000000000000001";

  private static final Pattern ACTION = Pattern.compile("<form [^>]*action=\"([^\"]*)\"");
  private static final Pattern INPUT = Pattern.compile("<input ([^>]*)>");
  private static final Pattern ATTRIBUTE = Pattern.compile("(\\w+)=\"([^\"]*)\"");

  @Autowired private WebApplicationContext context;
  @Autowired private PetRepository pets;

  private MockMvc mvc;

  @BeforeEach
  void mockMvc() {
    // Built by hand: @AutoConfigureMockMvc is in another package on Boot 3.5 than on Boot 4.
    mvc = MockMvcBuilders.webAppContextSetup(context).build();
  }

  @Test
  void seedDataWithBinaryIdLiteralsIsOnTheOwnersPage() throws Exception {
    String page = ok(get("/owners/" + GEORGE));
    assertTrue(page.contains("George Franklin"), page);
    assertTrue(page.contains("href=\"/owners/" + GEORGE + "/pets/" + LEO + "\""), page);
  }

  @Test
  void theNewPetFormPostedWithItsEmptyHiddenIdSavesAPetAndRedirectsToIt() throws Exception {
    String form = ok(get("/owners/" + GEORGE + "/pets/new"));
    Map<String, String> fields = fields(form);
    assertEquals("", fields.get("id"), form);
    fields.put("name", "Mochi");
    fields.put("species", "dog");
    fields.put("birthDate", "2023-02-01");
    long before = pets.count();

    MockHttpServletResponse response = submit(form, fields);

    assertEquals(302, response.getStatus(), response.getContentAsString());
    String location = response.getRedirectedUrl();
    Matcher saved = Pattern.compile("/owners/" + GEORGE + "/pets/([0-9a-f]{24})").matcher(location);
    assertTrue(saved.matches(), location);
    assertEquals(before + 1, pets.count());
    Pet pet = pets.findById(PetId.parse(saved.group(1))).orElseThrow();
    assertEquals("Mochi", pet.getName());
    assertTrue(ok(get(location)).contains("Mochi"));
  }

  @Test
  void editingPostsTheHexIdBackAndUpdatesThePet() throws Exception {
    String form = ok(get("/owners/" + GEORGE + "/pets/" + LEO + "/edit"));
    Map<String, String> fields = fields(form);
    assertEquals(LEO, fields.get("id"), form);
    assertEquals("Leo", fields.get("name"));
    fields.put("name", "Leonardo");
    long before = pets.count();

    MockHttpServletResponse response = submit(form, fields);

    assertEquals(302, response.getStatus(), response.getContentAsString());
    assertEquals("/owners/" + GEORGE + "/pets/" + LEO, response.getRedirectedUrl());
    assertEquals(before, pets.count());
    assertEquals("Leonardo", pets.findById(PetId.parse(LEO)).orElseThrow().getName());
    fields.put("name", "Leo");
    submit(form, fields);
  }

  @Test
  void malformedIdInThePathIsA400WithTheParseMessage() throws Exception {
    MockHttpServletResponse response =
        mvc.perform(get("/owners/NOT-A-HEX-ID")).andReturn().getResponse();

    assertEquals(400, response.getStatus());
    assertTrue(
        response
            .getContentAsString()
            .contains(
                "\"detail\":\"Invalid OwnerId \\\"NOT-A-HEX-ID\\\": expected 24 hexadecimal"
                    + " characters, got 12\""),
        response.getContentAsString());
  }

  @Test
  void malformedIdInThePathIsAProblemDetailForAClientThatAsksForOne() throws Exception {
    MockHttpServletResponse response =
        mvc.perform(
                get("/owners/" + GEORGE + "/pets/" + LEO + "x")
                    .accept(MediaType.APPLICATION_PROBLEM_JSON))
            .andReturn()
            .getResponse();

    assertEquals(400, response.getStatus());
    assertTrue(
        MediaType.APPLICATION_PROBLEM_JSON.isCompatibleWith(
            MediaType.parseMediaType(response.getContentType())),
        response.getContentType());
    assertTrue(
        response
            .getContentAsString()
            .contains("Invalid PetId \\\"" + LEO + "x\\\": expected 24 hexadecimal characters"),
        response.getContentAsString());
  }

  @Test
  void malformedHiddenIdShowsTheFormAgainWithTheParseMessage() throws Exception {
    String form = ok(get("/owners/" + GEORGE + "/pets/new"));
    Map<String, String> fields = fields(form);
    fields.put("id", "NOT-A-HEX-ID");
    fields.put("name", "Mochi");
    long before = pets.count();

    MockHttpServletResponse response = submit(form, fields);

    assertEquals(200, response.getStatus());
    String page = HtmlUtils.htmlUnescape(response.getContentAsString());
    assertTrue(
        page.contains(
            "<p class=\"error\" id=\"id-error\">Invalid PetId \"NOT-A-HEX-ID\": expected 24"
                + " hexadecimal characters, got 12</p>"),
        page);
    assertEquals(before, pets.count());
  }

  private String ok(MockHttpServletRequestBuilder request) throws Exception {
    MockHttpServletResponse response = mvc.perform(request).andReturn().getResponse();
    assertEquals(200, response.getStatus(), response.getContentAsString());
    return response.getContentAsString();
  }

  /** Posts the fields where the form's action points, as a browser submits it. */
  private MockHttpServletResponse submit(String form, Map<String, String> fields) throws Exception {
    Matcher action = ACTION.matcher(form);
    assertTrue(action.find(), form);
    MockHttpServletRequestBuilder post = post(HtmlUtils.htmlUnescape(action.group(1)));
    fields.forEach(post::param);
    return mvc.perform(post).andReturn().getResponse();
  }

  /** The name and value of every input of a rendered form, in order. */
  static Map<String, String> fields(String form) {
    Map<String, String> fields = new LinkedHashMap<>();
    Matcher input = INPUT.matcher(form);
    while (input.find()) {
      Map<String, String> attributes = new LinkedHashMap<>();
      Matcher attribute = ATTRIBUTE.matcher(input.group(1));
      while (attribute.find()) {
        attributes.put(attribute.group(1), HtmlUtils.htmlUnescape(attribute.group(2)));
      }
      if (attributes.containsKey("name")) {
        fields.put(attributes.get("name"), attributes.getOrDefault("value", ""));
      }
    }
    return fields;
  }
}
