package dev.objectidkey.hibernate.internal;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one class file refers to, read from its bytes (JVMS §4) rather than by reflection: reading
 * a class by reflection resolves its members' types, which is exactly what must not happen to a
 * class that refers to a type the running Hibernate lacks.
 *
 * @param name the class's internal name, such as {@code dev/objectidkey/hibernate/Foo}
 * @param access its access flags
 * @param superName its superclass, or null for {@code java/lang/Object}
 * @param interfaces its direct superinterfaces
 * @param fields its own fields
 * @param methods its own methods and constructors
 * @param types every class that its constant pool and its members' descriptors name
 * @param references every field and method that its code uses
 */
record ClassFile(
    String name,
    int access,
    String superName,
    List<String> interfaces,
    List<Member> fields,
    List<Member> methods,
    Set<String> types,
    List<Reference> references) {

  static final int ACC_INTERFACE = 0x0200;
  static final int ACC_ABSTRACT = 0x0400;
  static final int ACC_STATIC = 0x0008;
  static final int ACC_PRIVATE = 0x0002;

  /** A field or method that a class declares. */
  record Member(String name, String descriptor, int access) {

    boolean isAbstract() {
      return (access & ACC_ABSTRACT) != 0;
    }

    boolean isStatic() {
      return (access & ACC_STATIC) != 0;
    }

    boolean isPrivate() {
      return (access & ACC_PRIVATE) != 0;
    }

    String key() {
      return name + descriptor;
    }
  }

  /** A {@code Fieldref}, {@code Methodref} or {@code InterfaceMethodref} of the constant pool. */
  record Reference(boolean method, String owner, String name, String descriptor) {

    @Override
    public String toString() {
      return owner.replace('/', '.') + (method ? "." : "#") + name + descriptor;
    }
  }

  private static final Pattern OBJECT_TYPE = Pattern.compile("L([^;<]+);");

  boolean isInterface() {
    return (access & ACC_INTERFACE) != 0;
  }

  boolean isAbstract() {
    return (access & ACC_ABSTRACT) != 0;
  }

  /** The classes that a descriptor ({@code (Ljava/util/List;I)V}) or array name names. */
  static List<String> typesIn(String descriptor) {
    List<String> types = new ArrayList<>();
    Matcher matcher = OBJECT_TYPE.matcher(descriptor);
    while (matcher.find()) {
      types.add(matcher.group(1));
    }
    return types;
  }

  static ClassFile read(byte[] bytes) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
    if (in.readInt() != 0xCAFEBABE) {
      throw new IOException("not a class file");
    }
    in.readUnsignedShort(); // minor version
    in.readUnsignedShort(); // major version
    int count = in.readUnsignedShort();
    int[] tags = new int[count];
    Object[] pool = new Object[count];
    for (int i = 1; i < count; i++) {
      int tag = in.readUnsignedByte();
      tags[i] = tag;
      switch (tag) {
        case 1 -> pool[i] = in.readUTF(); // Utf8: u2 length, then modified UTF-8, as readUTF
        case 3, 4 -> in.readInt(); // Integer, Float
        case 5, 6 -> { // Long, Double: two slots
          in.readLong();
          i++;
        }
        case 7, 8, 16, 19, 20 -> pool[i] = new int[] {in.readUnsignedShort()};
        case 9, 10, 11, 12, 17, 18 ->
            pool[i] = new int[] {in.readUnsignedShort(), in.readUnsignedShort()};
        case 15 -> pool[i] = new int[] {in.readUnsignedByte(), in.readUnsignedShort()};
        default -> throw new IOException("unknown constant pool tag " + tag + " at " + i);
      }
    }
    Set<String> types = new TreeSet<>();
    List<Reference> references = new ArrayList<>();
    for (int i = 1; i < count; i++) {
      switch (tags[i]) {
        case 7 -> {
          String name = utf(pool, ((int[]) pool[i])[0]);
          if (name.startsWith("[")) {
            types.addAll(typesIn(name));
          } else {
            types.add(name);
          }
        }
        case 12 -> types.addAll(typesIn(utf(pool, ((int[]) pool[i])[1])));
        case 16 -> types.addAll(typesIn(utf(pool, ((int[]) pool[i])[0])));
        case 9, 10, 11 -> {
          int[] ref = (int[]) pool[i];
          String owner = className(pool, ref[0]);
          int[] nameAndType = (int[]) pool[ref[1]];
          references.add(
              new Reference(
                  tags[i] != 9, owner, utf(pool, nameAndType[0]), utf(pool, nameAndType[1])));
        }
        default -> {}
      }
    }
    int access = in.readUnsignedShort();
    String name = className(pool, in.readUnsignedShort());
    int superIndex = in.readUnsignedShort();
    String superName = superIndex == 0 ? null : className(pool, superIndex);
    List<String> interfaces = new ArrayList<>();
    for (int i = in.readUnsignedShort(); i > 0; i--) {
      interfaces.add(className(pool, in.readUnsignedShort()));
    }
    List<Member> fields = members(in, pool);
    List<Member> methods = members(in, pool);
    for (Member member : fields) {
      types.addAll(typesIn(member.descriptor()));
    }
    for (Member member : methods) {
      types.addAll(typesIn(member.descriptor()));
    }
    return new ClassFile(
        name, access, superName, interfaces, fields, methods, types, List.copyOf(references));
  }

  private static List<Member> members(DataInputStream in, Object[] pool) throws IOException {
    List<Member> members = new ArrayList<>();
    for (int i = in.readUnsignedShort(); i > 0; i--) {
      int access = in.readUnsignedShort();
      String name = utf(pool, in.readUnsignedShort());
      String descriptor = utf(pool, in.readUnsignedShort());
      for (int a = in.readUnsignedShort(); a > 0; a--) {
        in.readUnsignedShort();
        in.skipNBytes(in.readInt() & 0xFFFFFFFFL);
      }
      members.add(new Member(name, descriptor, access));
    }
    return members;
  }

  private static String utf(Object[] pool, int index) {
    return (String) pool[index];
  }

  private static String className(Object[] pool, int classIndex) {
    return utf(pool, ((int[]) pool[classIndex])[0]);
  }
}
