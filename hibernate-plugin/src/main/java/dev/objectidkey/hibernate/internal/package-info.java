/**
 * The plugin's internals, found by Hibernate through {@code META-INF/services}: the JavaType of
 * every id class, its registration, the id generator, the boot-time checks and the query
 * functions. Not API: a class here is public only because Hibernate or {@link
 * java.util.ServiceLoader} instantiates it.
 *
 * <h2>Hibernate lines</h2>
 *
 * One jar serves every Hibernate ORM line from the oldest that {@link HibernateVersion#TESTED}
 * names, and is compiled against the newest. Every place where the lines differ, and how it is
 * met:
 *
 * <ul>
 *   <li><b>The annotation model</b> that holds an entity's members and their annotations, merged
 *       with {@code orm.xml}: hibernate-commons-annotations on 6.6, hibernate-models on 7, each
 *       missing on the other line. The one difference that needs a class per line: {@link
 *       MappedMembers}, implemented by {@link Hibernate66MappedMembers} and {@link
 *       Hibernate7MappedMembers}, of which {@link HibernateVersion#mappedMembers()} loads the
 *       running line's only.
 *   <li><b>{@code ReturnableType} moved package</b> in 7.0, and every method of {@code
 *       SqmFunctionDescriptor} takes it: {@link PostgresMinMaxDescriptor} is a dynamic proxy of
 *       that interface, which serves either signature.
 *   <li><b>Which {@code ArgumentsValidator.validate} Hibernate calls</b>: 6.6 the {@code
 *       QueryEngine} overload, 7 the {@code BindingContext} one (a type 6.6 does not have). Both
 *       delegate to the {@code TypeConfiguration} overload, which every line has and {@link
 *       ObjectIdArgument} implements.
 *   <li><b>How Hibernate creates an id generator</b>: the constructor it looks for differs by
 *       line (6.6 {@code (annotation, Member, CustomIdGeneratorCreationContext)}, 7.2 {@code
 *       (annotation, Member, GeneratorCreationContext)}, 7.4 also {@code (annotation,
 *       GeneratorCreationContext)}); every line falls back to the public no-argument constructor
 *       followed by {@code initialize}. {@link GeneratedObjectIdGenerator} offers only that
 *       constructor, which is also the one a bean container can build (under Spring Boot 3.5,
 *       Hibernate 6.6 asks Spring for the generator, and Spring would autowire a constructor's
 *       annotation parameter as a bean). 6.6 and 7.2 call the three-argument {@code initialize},
 *       deprecated in 7.3; 7.4 calls the two-argument one; both are implemented and do the same.
 *       It reads the attribute's type from the property, as {@code
 *       GeneratorCreationContext.getType()} is missing on 6.6.
 *   <li><b>{@code SessionFactoryImplementor.getEventListenerRegistry()}</b> is missing on 6.6:
 *       {@link PresetIdCheck} looks the registry up as a service, as every line allows.
 * </ul>
 *
 * Every class but the per-line ones refers only to types, fields and methods that all supported
 * lines ship. {@code LineLinkageTest}, in the test tree that every tested line runs, links each
 * class of the jar against the running line from its class file, and fails on anything missing.
 */
package dev.objectidkey.hibernate.internal;
