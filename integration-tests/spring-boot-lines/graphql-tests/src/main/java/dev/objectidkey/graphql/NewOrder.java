package dev.objectidkey.graphql;

/**
 * The mutation's input object {@code NewOrder}: Spring for GraphQL binds its {@code customerId:
 * ID!} to a {@link CustomerId}.
 *
 * @param customerId who orders
 * @param item what is ordered
 */
public record NewOrder(CustomerId customerId, String item) {}
