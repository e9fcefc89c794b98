/**
 * ObjectIds of no particular entity, as {@code generate}, {@code inspect} and the web page's
 * generator and decoder handle them: a batch of ids from fixed parts, through {@code
 * ObjectIdGenerator.builder()}, and the parts of one id.
 */
package dev.objectidkey.sample.tool;
