/**
 * The payments module: a {@link dev.objectidkey.ddd.payments.Payment} is requested for each
 * completed order, by a listener of {@link dev.objectidkey.ddd.orders.OrderCompleted}.
 */
package dev.objectidkey.ddd.payments;
