package dev.objectidkey.spring.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.graphql.ExecutionGraphQlResponse;
import org.springframework.graphql.ResponseError;
import org.springframework.graphql.data.method.annotation.support.AnnotatedControllerConfigurer;
import org.springframework.graphql.execution.DataFetcherExceptionResolver;
import org.springframework.graphql.execution.DefaultExecutionGraphQlService;
import org.springframework.graphql.execution.GraphQlSource;
import org.springframework.graphql.support.DefaultExecutionGraphQlRequest;
import org.springframework.test.context.junit.jupiter.SpringJUnitConfig;

/**
 * Spring for GraphQL without Spring Boot, at the version Boot 3.5 manages (1.4, graphql-java 24),
 * set up with the one documented {@code @Import}, driven through {@code ExecutionGraphQlService}
 * as the HTTP transports call it. graphql-tests runs the same over HTTP on Boot 4.1.
 */
@SpringJUnitConfig(ObjectIdGraphQlConfigurationTest.GraphQlConfig.class)
class ObjectIdGraphQlConfigurationTest {

  private static final String SCHEMA =
      """
      type Query {
        pet(id: ID!): Pet
        petOrNone(id: ID): Pet
        pets(ids: [ID!]!): [Pet]!
        petsOlderThan(years: String!): [Pet!]!
        petByHand(id: ID!): Pet
      }
      type Mutation { addPet(pet: NewPet!): Pet! }
      input NewPet { name: String!, owner: ID!, friends: [ID!]! }
      type Pet { id: ID!, name: String!, friends: [ID!]! }
      """;

  /** What a user writes: the controllers, Spring for GraphQL's wiring, and the import. */
  @Configuration
  @Import(ObjectIdGraphQlConfiguration.class)
  static class GraphQlConfig {
    @Bean
    PetController petController() {
      return new PetController();
    }

    @Bean
    AnnotatedControllerConfigurer annotatedControllerConfigurer() {
      return new AnnotatedControllerConfigurer();
    }

    @Bean
    GraphQlSource graphQlSource(
        AnnotatedControllerConfigurer controllers, List<DataFetcherExceptionResolver> resolvers) {
      List<DataFetcherExceptionResolver> all = new ArrayList<>(resolvers);
      all.add(controllers.getExceptionResolver());
      return GraphQlSource.schemaResourceBuilder()
          .schemaResources(new ByteArrayResource(SCHEMA.getBytes()))
          .configureRuntimeWiring(controllers)
          .exceptionResolvers(all)
          .build();
    }
  }

  @Autowired private GraphQlSource source;

  @Autowired private PetController controller;

  private final PetId rex = PetId.parse("6553f1003f2a91c8d4003039");

  private final PetId fido = PetId.parse("6553f1003f2a91c8d400303a");

  @BeforeEach
  void twoPets() {
    controller.add(new Pet(rex, "Rex", List.of(fido)));
    controller.add(new Pet(fido, "Fido", List.of()));
  }

  @Test
  void anIdArgumentBindsAndIdsAreWrittenAsLowerCaseHex() {
    ExecutionGraphQlResponse response =
        execute(
            "query($id: ID!) { pet(id: $id) { id name friends } }",
            Map.of("id", "6553F1003F2A91C8D4003039"));

    assertEquals(List.of(), response.getErrors());
    assertEquals(
        Map.of(
            "id",
            "6553f1003f2a91c8d4003039",
            "name",
            "Rex",
            "friends",
            List.of(fido.toHexString())),
        response.field("pet").getValue());
  }

  @Test
  void anUnknownIdIsNullAndAnAbsentOptionalIdToo() {
    ExecutionGraphQlResponse response =
        execute(
            "query($id: ID!) { pet(id: $id) { id } petOrNone { id } }",
            Map.of("id", PetId.generate().toHexString()));

    assertEquals(List.of(), response.getErrors());
    assertNull(response.field("pet").getValue());
    assertNull(response.field("petOrNone").getValue());
  }

  @Test
  void aMalformedIdIsABadRequestWithTheParseMessageAtTheField() {
    ResponseError error =
        onlyError(execute("query($id: ID!) { pet(id: $id) { id } }", Map.of("id", "NOT-A-HEX-ID")));

    assertEquals(
        "Invalid PetId \"NOT-A-HEX-ID\": expected 24 hexadecimal characters, got 12",
        error.getMessage());
    assertEquals("BAD_REQUEST", error.getErrorType().toString());
    assertEquals(List.of("pet"), error.getParsedPath());
    assertEquals(1, error.getLocations().size());
  }

  @Test
  void aMalformedOptionalIdIsReportedToo() {
    ResponseError error = onlyError(execute("{ petOrNone(id: \"x\") { id } }", Map.of()));

    assertEquals(
        "Invalid PetId \"x\": expected 24 hexadecimal characters, got 1", error.getMessage());
  }

  @Test
  void eachMalformedIdInAListIsAnErrorOfItsOwn() {
    ExecutionGraphQlResponse response =
        execute(
            "query($ids: [ID!]!) { pets(ids: $ids) { id } }",
            Map.of("ids", List.of(rex.toHexString(), "1", fido.toHexString(), "22")));

    assertEquals(
        List.of(
            "Invalid PetId \"1\": expected 24 hexadecimal characters, got 1",
            "Invalid PetId \"22\": expected 24 hexadecimal characters, got 2"),
        response.getErrors().stream().map(e -> e.getMessage()).toList());
  }

  @Test
  void idsInsideAnInputObjectAreReportedWithTheirOwnIdClass() {
    ExecutionGraphQlResponse response =
        execute(
            "mutation($pet: NewPet!) { addPet(pet: $pet) { id } }",
            Map.of(
                "pet",
                Map.of("name", "Tom", "owner", "me", "friends", List.of(rex.toHexString(), "zz"))));

    assertEquals(
        List.of(
            "Invalid OwnerId \"me\": expected 24 hexadecimal characters, got 2",
            "Invalid PetId \"zz\": expected 24 hexadecimal characters, got 2"),
        response.getErrors().stream().map(e -> e.getMessage()).toList());
    assertEquals(List.of("addPet"), response.getErrors().get(0).getParsedPath());
  }

  @Test
  void anInputObjectWithWellFormedIdsBinds() {
    ExecutionGraphQlResponse response =
        execute(
            "mutation($pet: NewPet!) { addPet(pet: $pet) { name friends } }",
            Map.of(
                "pet",
                Map.of(
                    "name",
                    "Tom",
                    "owner",
                    OwnerId.generate().toHexString(),
                    "friends",
                    List.of(rex.toHexString()))));

    assertEquals(List.of(), response.getErrors());
    assertEquals(List.of(rex.toHexString()), response.field("addPet.friends").getValue());
  }

  @Test
  void aMalformedIdThatAFetcherConvertsItselfIsReportedToo() {
    ResponseError error = onlyError(execute("{ petByHand(id: \"abc\") { id } }", Map.of()));

    assertEquals(
        "Invalid PetId \"abc\": expected 24 hexadecimal characters, got 3", error.getMessage());
    assertEquals("BAD_REQUEST", error.getErrorType().toString());
  }

  @Test
  void anotherBindingErrorIsLeftToSpring() {
    ResponseError error = onlyError(execute("{ petsOlderThan(years: \"many\") { id } }", Map.of()));

    assertEquals("INTERNAL_ERROR", error.getErrorType().toString());
    assertTrue(error.getMessage().startsWith("INTERNAL_ERROR for "), error.getMessage());
  }

  private static ResponseError onlyError(ExecutionGraphQlResponse response) {
    assertEquals(1, response.getErrors().size(), response.getErrors().toString());
    return response.getErrors().get(0);
  }

  private ExecutionGraphQlResponse execute(String document, Map<String, Object> variables) {
    return new DefaultExecutionGraphQlService(source)
        .execute(
            new DefaultExecutionGraphQlRequest(
                document, null, variables, null, UUID.randomUUID().toString(), null))
        .block();
  }
}
