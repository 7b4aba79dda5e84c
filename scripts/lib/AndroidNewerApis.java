import java.io.IOException;
import java.io.OutputStream;
import java.lang.classfile.AnnotationValue;
import java.lang.classfile.ClassBuilder;
import java.lang.classfile.ClassElement;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.FieldModel;
import java.lang.classfile.attribute.AnnotationDefaultAttribute;
import java.lang.classfile.attribute.ConstantValueAttribute;
import java.lang.classfile.attribute.InnerClassInfo;
import java.lang.classfile.attribute.InnerClassesAttribute;
import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.MethodTypeDesc;
import java.lang.reflect.AccessFlag;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * The smallest compile-time stand-in for the Android APIs above the app's
 * minSdk 24 that the Gradle-only sources use: app/src/newerApis/kotlin
 * (display cutout 28, gesture insets 29, API-30 insets and window flags,
 * OnBackInvokedCallback 33) and the Android flavour of the UniFFI bindings
 * (SystemCleaner, Build.VERSION_CODES.UPSIDE_DOWN_CAKE, androidx's
 * RequiresApi). Members missing from android-all's API-24 classes are added
 * to copies of those classes (bodies throw; nothing here ever runs), which
 * come with their nested classes unchanged, and the missing classes are
 * written whole. The jar goes before android-all on the
 * compile classpath (android/android-flavour.pom.xml), so Kotlin sees API
 * 24 plus exactly these names, with the signatures of the Android SDK
 * reference (developer.android.com/reference).
 *
 * Needs JDK 24 or newer (java.lang.classfile). Usage:
 *   java scripts/lib/AndroidNewerApis.java ANDROID_ALL.jar OUT.jar
 */
public class AndroidNewerApis {
    // Nothing here runs, so no stack maps (they would need the class hierarchy).
    static final ClassFile CF = ClassFile.of(ClassFile.StackMapsOption.DROP_STACK_MAPS);
    static final int PUBLIC = ClassFile.ACC_PUBLIC, STATIC = ClassFile.ACC_STATIC, FINAL = ClassFile.ACC_FINAL,
        ABSTRACT = ClassFile.ACC_ABSTRACT, INTERFACE = ClassFile.ACC_INTERFACE;
    static final ClassDesc INSETS = ClassDesc.of("android.graphics.Insets");
    static final ClassDesc CUTOUT = ClassDesc.of("android.view.DisplayCutout");
    static final ClassDesc WINDOW_INSETS = ClassDesc.of("android.view.WindowInsets");
    static final ClassDesc TYPE = ClassDesc.of("android.view.WindowInsets$Type");
    static final ClassDesc CALLBACK = ClassDesc.of("android.window.OnBackInvokedCallback");
    static final ClassDesc DISPATCHER = ClassDesc.of("android.window.OnBackInvokedDispatcher");

    public static void main(String[] args) throws IOException {
        Map<String, byte[]> out = new LinkedHashMap<>();
        try (ZipFile all = new ZipFile(args[0])) {
            patch(all, out, "android/os/Build$VERSION_CODES", cb -> {
                String[] names = {"N_MR1", "O", "O_MR1", "P", "Q", "R", "S", "S_V2", "TIRAMISU",
                    "UPSIDE_DOWN_CAKE", "VANILLA_ICE_CREAM", "BAKLAVA"};
                for (int i = 0; i < names.length; i++) constant(cb, names[i], 25 + i);
            });
            patch(all, out, "android/app/Activity", cb ->
                stubMethod(cb, "getOnBackInvokedDispatcher", MethodTypeDesc.of(DISPATCHER), PUBLIC));
            patch(all, out, "android/view/Window", cb ->
                stubMethod(cb, "setDecorFitsSystemWindows", MethodTypeDesc.of(ConstantDescs.CD_void, ConstantDescs.CD_boolean), PUBLIC));
            patch(all, out, "android/view/WindowManager$LayoutParams", cb -> {
                field(cb, "layoutInDisplayCutoutMode", ConstantDescs.CD_int, PUBLIC);
                constant(cb, "LAYOUT_IN_DISPLAY_CUTOUT_MODE_DEFAULT", 0);
                constant(cb, "LAYOUT_IN_DISPLAY_CUTOUT_MODE_SHORT_EDGES", 1);
                constant(cb, "LAYOUT_IN_DISPLAY_CUTOUT_MODE_NEVER", 2);
                constant(cb, "LAYOUT_IN_DISPLAY_CUTOUT_MODE_ALWAYS", 3);
            });
            patch(all, out, "android/view/WindowInsets", cb -> {
                stubMethod(cb, "getDisplayCutout", MethodTypeDesc.of(CUTOUT), PUBLIC);
                stubMethod(cb, "getSystemGestureInsets", MethodTypeDesc.of(INSETS), PUBLIC);
                stubMethod(cb, "getInsets", MethodTypeDesc.of(INSETS, ConstantDescs.CD_int), PUBLIC);
            });
            // Kotlin looks a nested class up in the jar its outer class came
            // from, so each patched class brings its whole family unchanged.
            List<String> tops = new ArrayList<>();
            for (String name : out.keySet()) tops.add(name.contains("$") ? name.substring(0, name.indexOf('$')) : name);
            for (var entries = all.entries(); entries.hasMoreElements(); ) {
                ZipEntry e = entries.nextElement();
                String n = e.getName();
                if (!n.endsWith(".class")) continue;
                String cls = n.substring(0, n.length() - ".class".length());
                String top = cls.contains("$") ? cls.substring(0, cls.indexOf('$')) : cls;
                if (tops.contains(top) && !out.containsKey(cls)) out.put(cls, all.getInputStream(e).readAllBytes());
            }
        }
        add(out, TYPE, ConstantDescs.CD_Object, PUBLIC | FINAL, cb -> {
            for (String m : new String[] {"statusBars", "navigationBars", "systemBars", "displayCutout", "systemGestures", "ime"}) {
                stubMethod(cb, m, MethodTypeDesc.of(ConstantDescs.CD_int), PUBLIC | STATIC);
            }
            cb.with(InnerClassesAttribute.of(typeInfo()));
        });
        add(out, INSETS, ConstantDescs.CD_Object, PUBLIC | FINAL, cb -> {
            for (String f : new String[] {"left", "top", "right", "bottom"}) cb.withField(f, ConstantDescs.CD_int, PUBLIC | FINAL);
        });
        add(out, CUTOUT, ConstantDescs.CD_Object, PUBLIC | FINAL, cb -> {
            for (String m : new String[] {"getSafeInsetLeft", "getSafeInsetTop", "getSafeInsetRight", "getSafeInsetBottom"}) {
                stubMethod(cb, m, MethodTypeDesc.of(ConstantDescs.CD_int), PUBLIC);
            }
        });
        add(out, CALLBACK, ConstantDescs.CD_Object, PUBLIC | INTERFACE | ABSTRACT, cb ->
            cb.withMethod("onBackInvoked", MethodTypeDesc.of(ConstantDescs.CD_void), PUBLIC | ABSTRACT, mb -> {}));
        add(out, DISPATCHER, ConstantDescs.CD_Object, PUBLIC | INTERFACE | ABSTRACT, cb -> {
            constant(cb, "PRIORITY_DEFAULT", 0);
            constant(cb, "PRIORITY_OVERLAY", 1000000);
            cb.withMethod("registerOnBackInvokedCallback", MethodTypeDesc.of(ConstantDescs.CD_void, ConstantDescs.CD_int, CALLBACK), PUBLIC | ABSTRACT, mb -> {});
            cb.withMethod("unregisterOnBackInvokedCallback", MethodTypeDesc.of(ConstantDescs.CD_void, CALLBACK), PUBLIC | ABSTRACT, mb -> {});
        });
        add(out, ClassDesc.of("android.system.SystemCleaner"), ConstantDescs.CD_Object, PUBLIC | FINAL, cb ->
            stubMethod(cb, "cleaner", MethodTypeDesc.of(ClassDesc.of("java.lang.ref.Cleaner")), PUBLIC | STATIC));
        // androidx.annotation.RequiresApi(value = api level); the bindings' only AndroidX name.
        add(out, ClassDesc.of("androidx.annotation.RequiresApi"), ConstantDescs.CD_Object,
            PUBLIC | INTERFACE | ABSTRACT | ClassFile.ACC_ANNOTATION, cb -> {
                cb.withInterfaceSymbols(ClassDesc.of("java.lang.annotation.Annotation"));
                for (String m : new String[] {"value", "api"}) {
                    cb.withMethod(m, MethodTypeDesc.of(ConstantDescs.CD_int), PUBLIC | ABSTRACT,
                        mb -> mb.with(AnnotationDefaultAttribute.of(AnnotationValue.ofInt(1))));
                }
            });

        try (OutputStream file = Files.newOutputStream(Path.of(args[1])); ZipOutputStream zip = new ZipOutputStream(file)) {
            for (var e : out.entrySet()) {
                zip.putNextEntry(new ZipEntry(e.getKey() + ".class"));
                zip.write(e.getValue());
                zip.closeEntry();
            }
        }
        System.out.println("AndroidNewerApis: " + out.size() + " classes in " + args[1]);
    }

    static InnerClassInfo typeInfo() {
        return InnerClassInfo.of(TYPE, java.util.Optional.of(WINDOW_INSETS), java.util.Optional.of("Type"),
            AccessFlag.PUBLIC, AccessFlag.STATIC, AccessFlag.FINAL);
    }

    /** Names the class being patched already has (a newer android-all needs fewer additions). */
    static final List<String> PRESENT = new ArrayList<>();

    static void field(ClassBuilder cb, String name, ClassDesc type, int flags) {
        if (!PRESENT.contains(name)) cb.withField(name, type, flags);
    }

    static void constant(ClassBuilder cb, String name, int value) {
        if (PRESENT.contains(name)) return;
        cb.withField(name, ConstantDescs.CD_int, fb -> fb.withFlags(PUBLIC | STATIC | FINAL).with(ConstantValueAttribute.of(value)));
    }

    /** A method whose body only throws: the jar is for compiling against. */
    static void stubMethod(ClassBuilder cb, String name, MethodTypeDesc type, int flags) {
        if (PRESENT.contains(name)) return;
        cb.withMethodBody(name, type, flags, code -> code.aconst_null().athrow());
    }

    static void add(Map<String, byte[]> out, ClassDesc desc, ClassDesc superclass, int flags, Consumer<ClassBuilder> body) {
        out.put(internal(desc), CF.build(desc, cb -> {
            cb.withFlags(flags).withSuperclass(superclass);
            body.accept(cb);
        }));
    }

    static String internal(ClassDesc desc) {
        String d = desc.descriptorString();
        return d.substring(1, d.length() - 1);
    }

    /** Copies android-all's class [name] with [additions], which must be new names. */
    static void patch(ZipFile all, Map<String, byte[]> out, String name, Consumer<ClassBuilder> additions) throws IOException {
        ZipEntry entry = all.getEntry(name + ".class");
        if (entry == null) throw new IllegalStateException(name + " is not in " + all.getName());
        ClassModel model = CF.parse(all.getInputStream(entry).readAllBytes());
        List<String> present = new ArrayList<>();
        for (FieldModel f : model.fields()) present.add(f.fieldName().stringValue());
        model.methods().forEach(m -> present.add(m.methodName().stringValue()));
        boolean isWindowInsets = name.equals("android/view/WindowInsets");
        List<InnerClassInfo> inner = new ArrayList<>();
        java.lang.classfile.ClassTransform keep = (cb, e) -> {
            if (e instanceof InnerClassesAttribute a) inner.addAll(a.classes());
            else cb.with(e);
        };
        out.put(name, CF.transformClass(model, keep.andThen(java.lang.classfile.ClassTransform.endHandler(cb -> {
            PRESENT.clear();
            PRESENT.addAll(present);
            additions.accept(cb);
            PRESENT.clear();
            if (isWindowInsets) inner.add(typeInfo());
            if (!inner.isEmpty()) cb.with(InnerClassesAttribute.of(inner));
        }))));
    }
}
