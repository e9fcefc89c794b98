package dev.objectidkey.kotlin

import java.time.Instant
import org.hibernate.Session

/** A typed repository: its functions take an [OrderId], so a [CustomerId] does not compile. */
class Orders(private val session: Session) {

    fun place(customer: Customer, label: String): Order =
        Order(customer, label).also(session::persist)

    fun find(id: OrderId): Order? = session.find(Order::class.java, id)

    /** The orders created from [from]'s second to [to]'s second, oldest first. */
    fun createdBetween(from: Instant, to: Instant): List<Order> =
        session.createSelectionQuery(
            "from Order o where o.id between :min and :max order by o.id", Order::class.java)
            .setParameter("min", OrderId.minFor(from))
            .setParameter("max", OrderId.maxFor(to))
            .resultList
}
