// :core — the Rust engine for Android.
//
// Two tasks run before every build of this module:
//   cargoNdkBuild        cargo-ndk builds crate pyramids-ffi for arm64-v8a,
//                        armeabi-v7a and x86_64 into build/generated/jniLibs.
//   generateUniffiKotlin the workspace's own uniffi-bindgen (same UniFFI
//                        version as the library) reads the built library and
//                        writes the Kotlin bindings (package
//                        games.pyramids.core, from bindings/uniffi.toml) into
//                        build/generated/uniffi/kotlin.
// Nothing generated is committed. Needs: rustup targets aarch64-linux-android,
// armv7-linux-androideabi, x86_64-linux-android; `cargo install cargo-ndk`;
// the NDK below (Android Studio: SDK Manager → SDK Tools → NDK).

plugins {
    alias(libs.plugins.android.library)
    alias(libs.plugins.kotlin.android)
}

val workspace: File = rootProject.file(providers.gradleProperty("pyramids.cargoWorkspace").getOrElse(".."))
val release: Boolean = providers.gradleProperty("pyramids.rustRelease").getOrElse("true").toBoolean()
val jniOut = layout.buildDirectory.dir("generated/jniLibs")
val kotlinOut = layout.buildDirectory.dir("generated/uniffi/kotlin")
val abis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

android {
    namespace = "games.pyramids.core"
    compileSdk = libs.versions.compileSdk.get().toInt()
    ndkVersion = libs.versions.ndk.get()

    defaultConfig {
        minSdk = libs.versions.minSdk.get().toInt()
        consumerProguardFiles("consumer-rules.pro")
        ndk { abiFilters += abis }
    }

    sourceSets {
        getByName("main") {
            jniLibs.srcDir(jniOut)
            java.srcDir(kotlinOut)
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

kotlin {
    compilerOptions { jvmTarget.set(org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17) }
}

dependencies {
    // JNA loads libpyramids_ffi.so; the @aar carries libjnidispatch.so for every ABI.
    api("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")
    // The generated Kotlin (android = true) marks its API-34 cleaner with
    // @RequiresApi. Annotations only: nothing of AndroidX reaches the UI.
    implementation(libs.androidx.annotation)
}

val cargoNdkBuild by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds libpyramids_ffi.so for ${abis.joinToString()} with cargo-ndk."
    workingDir = workspace
    val ndkDir = android.ndkDirectory
    doFirst { environment("ANDROID_NDK_HOME", ndkDir.absolutePath) }
    val args = mutableListOf("cargo", "ndk")
    abis.forEach { args += listOf("-t", it) }
    args += listOf("--platform", libs.versions.minSdk.get(), "-o", jniOut.get().asFile.absolutePath, "build", "-p", "pyramids-ffi", "--locked")
    if (release) args += "--release"
    commandLine(args)
    inputs.dir(File(workspace, "core/src"))
    inputs.dir(File(workspace, "bindings/src"))
    inputs.files(File(workspace, "Cargo.lock"), File(workspace, "Cargo.toml"), File(workspace, "core/Cargo.toml"), File(workspace, "bindings/Cargo.toml"))
    outputs.dir(jniOut)
}

val generateUniffiKotlin by tasks.registering(Exec::class) {
    group = "rust"
    description = "Generates the Kotlin bindings (games.pyramids.core) from the built library."
    dependsOn(cargoNdkBuild)
    workingDir = workspace
    val library = jniOut.map { it.file("arm64-v8a/libpyramids_ffi.so").asFile.absolutePath }
    doFirst { delete(kotlinOut) }
    commandLine(
        "cargo", "run", "--locked", "-p", "pyramids-ffi", "--features", "cli", "--bin", "uniffi-bindgen", "--",
        "generate", "--library", library.get(), "--language", "kotlin",
        "--config", file("uniffi-android.toml").absolutePath,
        "--no-format", "--out-dir", kotlinOut.get().asFile.absolutePath,
    )
    inputs.dir(jniOut)
    inputs.file(file("uniffi-android.toml"))
    outputs.dir(kotlinOut)
}

tasks.named("preBuild") { dependsOn(generateUniffiKotlin) }
