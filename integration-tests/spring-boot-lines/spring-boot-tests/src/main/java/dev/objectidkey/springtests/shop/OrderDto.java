package dev.objectidkey.springtests.shop;

/**
 * An order in an API's form: its id is a string of 24 hex digits.
 *
 * @param id the order's id
 * @param item what was ordered
 */
public record OrderDto(String id, String item) {}
