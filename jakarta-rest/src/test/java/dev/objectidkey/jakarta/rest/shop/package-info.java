/** A plain Jakarta REST application over typed ids, registered through its {@code Application}. */
package dev.objectidkey.jakarta.rest.shop;
