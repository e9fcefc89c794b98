/**
 * The shop's service layer: it opens the database and speaks only typed ids, so no caller can mix
 * up a customer's id and an order's.
 */
package dev.objectidkey.sample.shop;
