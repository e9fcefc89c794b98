package dev.objectidkey.kotlin

import dev.objectidkey.ObjectIdGenerator
import java.time.Instant
import java.util.concurrent.atomic.AtomicReference
import org.hibernate.SessionFactory
import org.hibernate.cfg.Configuration
import org.hibernate.engine.spi.SessionFactoryImplementor
import org.hibernate.metamodel.mapping.SelectableMapping
import org.hibernate.type.SqlTypes
import org.junit.jupiter.api.AfterAll
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.fail
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestInstance

/** Kotlin entities with kapt-generated ids, persisted by real Hibernate on H2. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class KotlinEntityTest {

    private lateinit var sessionFactory: SessionFactory

    @BeforeAll
    fun boot() {
        sessionFactory = Configuration()
            .addAnnotatedClass(Order::class.java)
            .addAnnotatedClass(Customer::class.java)
            .setProperty("hibernate.connection.url", "jdbc:h2:mem:kotlin;DB_CLOSE_DELAY=-1")
            .setProperty("hibernate.hbm2ddl.auto", "create-drop")
            .buildSessionFactory()
    }

    @AfterAll
    fun close() {
        sessionFactory.close()
    }

    /** Persists a customer and one order a second from [start], with the test clock; oldest first. */
    private fun placeOrders(start: Instant, count: Int): List<Order> {
        val now = AtomicReference(start)
        val clock = ObjectIdGenerator.builder().clock(now::get).build()
        return clock.call {
            sessionFactory.fromTransaction { session ->
                val customer = Customer("Ada").also(session::persist)
                val orders = Orders(session)
                (0 until count).map { i ->
                    orders.place(customer, "order $i").also { now.set(now.get().plusSeconds(1)) }
                }
            }
        }
    }

    @Test
    fun persistGeneratesTwelveByteIdsForEveryEntity() {
        val order = Order(null, "unsaved")
        assertNull(order.id)

        val placed = placeOrders(Instant.parse("2025-01-01T00:00:00Z"), 2)

        for (saved in placed) {
            val id: OrderId = saved.id ?: fail("no id generated for ${saved.label}")
            assertEquals(12, id.toByteArray().size)
            assertEquals(24, id.toHexString().length)
        }
        val customerId: CustomerId = placed[0].customer?.id ?: fail("no customer id generated")
        assertEquals(12, customerId.toByteArray().size)
        assertEquals(Instant.parse("2025-01-01T00:00:01Z"), placed[1].id!!.timestamp)
    }

    @Test
    fun idsAreMappedAsBinaryTwelve() {
        val metamodel = sessionFactory.unwrap(SessionFactoryImplementor::class.java).mappingMetamodel
        for (entity in listOf(Order::class.java, Customer::class.java)) {
            val id = metamodel.getEntityDescriptor(entity).identifierMapping as SelectableMapping
            assertEquals(SqlTypes.BINARY, id.jdbcMapping.jdbcType.ddlTypeCode, "${entity.simpleName}.id")
            assertEquals(12L, id.length, "${entity.simpleName}.id")
        }
    }

    @Test
    fun findByTypedIdReturnsTheOrder() {
        val placed = placeOrders(Instant.parse("2025-02-01T00:00:00Z"), 3)

        sessionFactory.inSession { session ->
            val orders = Orders(session)
            for (order in placed) {
                val found = orders.find(order.id!!) ?: fail("no order ${order.id}")
                assertEquals(order.label, found.label)
                assertEquals(order.customer?.id, found.customer?.id)
            }
            assertNull(orders.find(OrderId.generate()))
        }
    }

    @Test
    fun rangeOfCreationTimesSelectsThoseOrdersInCreationOrder() {
        val start = Instant.parse("2025-03-01T00:00:00Z")
        val placed = placeOrders(start, 5)

        sessionFactory.inSession { session ->
            val orders = Orders(session)
            assertEquals(
                placed.subList(1, 4).map { it.id },
                orders.createdBetween(start.plusSeconds(1), start.plusSeconds(3)).map { it.id })
            assertEquals(
                listOf<Order>(),
                orders.createdBetween(start.minusSeconds(20), start.minusSeconds(10)))
        }
    }

    @Test
    fun orderByIdIsCreationOrder() {
        // The real clock: within one second, the counter orders them.
        val placed = sessionFactory.fromTransaction { session ->
            val customer = Customer("Grace").also(session::persist)
            val orders = Orders(session)
            (0 until 10).map { orders.place(customer, "burst $it") }
        }

        sessionFactory.inSession { session ->
            val byId = session.createSelectionQuery(
                "select o.id from Order o where o.customer.id = :customer order by o.id",
                OrderId::class.java)
                .setParameter("customer", placed[0].customer!!.id)
                .resultList
            assertEquals(placed.map { it.id }, byId)
            assertEquals(byId.sortedWith(OrderId.comparator()), byId)
        }
    }
}
