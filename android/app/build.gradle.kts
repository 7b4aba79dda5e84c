// :app — the Pyramids app. Its Kotlin sources (src/main/kotlin) are also
// compiled by the CI's Maven build (../pom.xml) against the Android API 24
// framework jar, and tested on the JVM (src/test/kotlin, JUnit 5), so
// nothing here may depend on AndroidX, Compose or generated R classes.
// src/newerApis/kotlin is compiled by this build only: the activity's calls
// above API 24 (display cutout, API-30 insets, OnBackInvokedCallback), each
// behind an SDK_INT check. scripts/check-android-sources (run by
// scripts/android-test) checks that Maven leaves that folder out and that
// every folder Maven compiles is listed here.

import java.util.Properties

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
}

// Release signing: android/keystore.properties (git-ignored; README,
// "Android") holds storeFile (absolute, or relative to android/),
// storePassword, keyAlias and keyPassword of your upload key. Without that
// file a release build is left UNSIGNED (Gradle warns; Play refuses the
// upload) — it is never signed with the debug key. A file that lacks a key
// stops the build naming it.
val keystoreFile = rootProject.file("keystore.properties")
val keystoreProperties = Properties().apply {
    if (keystoreFile.isFile) keystoreFile.inputStream().use { load(it) }
}
if (!keystoreFile.isFile && gradle.startParameter.taskNames.any { it.contains("Release") }) {
    logger.warn("pyramids: $keystoreFile is missing, so this release build is unsigned (README, \"Android\": signing)")
}

android {
    namespace = "games.pyramids.app"
    compileSdk = libs.versions.compileSdk.get().toInt()
    // The same NDK as :core, so stripping the native libraries of the APK
    // or bundle (stripReleaseDebugSymbols) uses r28c's llvm-strip.
    ndkVersion = libs.versions.ndk.get()

    defaultConfig {
        applicationId = "games.pyramids"
        minSdk = libs.versions.minSdk.get().toInt()
        targetSdk = libs.versions.targetSdk.get().toInt()
        versionCode = 1
        versionName = "0.1.0"
        ndk { abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64") }
    }

    sourceSets {
        getByName("main") { java.srcDirs("src/main/kotlin", "src/newerApis/kotlin") }
        // The sounds both apps bundle (scripts/make-sounds), as assets named by sound_file().
        // (Kept off the line above: scripts/check-android-sources reads that one as the code's folders.)
        named("main") { assets.srcDir("../../play/data/sounds") }
        // The same JVM tests CI runs through Maven: `./gradlew :app:testDebugUnitTest`
        // (screenshots land in app/build/screenshots).
        getByName("test") { java.srcDirs("src/test/kotlin") }
    }

    signingConfigs {
        if (keystoreFile.isFile) {
            create("release") {
                fun key(name: String): String = keystoreProperties.getProperty(name)?.takeIf { it.isNotBlank() }
                    ?: throw GradleException("$keystoreFile has no $name (it needs storeFile, storePassword, keyAlias, keyPassword)")
                storeFile = rootProject.file(key("storeFile"))
                storePassword = key("storePassword")
                keyAlias = key("keyAlias")
                keyPassword = key("keyPassword")
            }
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            // The upload key from keystore.properties, or none (unsigned): never the debug key.
            // `./gradlew :app:bundleRelease` writes app/build/outputs/bundle/release/app-release.aab.
            signingConfig = signingConfigs.findByName("release")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    buildFeatures {
        buildConfig = false
    }

    // The generated bindings read Build.VERSION on the JVM tests' stub android.jar.
    testOptions { unitTests.isReturnDefaultValues = true }

    lint {
        // The API level check matters most: minSdk 24 (the CI also compiles against API 24).
        checkReleaseBuilds = true
        abortOnError = true
        disable += "MissingTranslation"
        // Findings already known are listed in lint-baseline.xml and do not
        // stop a release build; new ones do. The file starts empty; on the
        // first Gradle build with an SDK, `./gradlew :app:updateLintBaseline`
        // writes what lint finds, to be read and committed (README, "Android").
        baseline = file("lint-baseline.xml")
    }
}

kotlin {
    compilerOptions { jvmTarget.set(org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17) }
}

// The JVM tests play the real engine: the host-built library and the JNA jar
// (the @aar only carries Android's libjnidispatch). Run scripts/gen-bindings
// in the repository root first; it writes the library to build/bindings/lib.
tasks.withType<Test>().configureEach {
    useJUnitPlatform()
    systemProperty("jna.library.path", rootProject.file("../build/bindings/lib").absolutePath)
    systemProperty("java.awt.headless", "true")
    systemProperty("pyramids.screenshots", layout.buildDirectory.dir("screenshots").get().asFile.absolutePath)
    // Registers testkit's TemporaryDirectories.Cleanup (META-INF/services) for every test, as the Maven build does.
    systemProperty("junit.jupiter.extensions.autodetection.enabled", "true")
}

dependencies {
    implementation(project(":core"))
    testImplementation(libs.junit.jupiter)
    testImplementation(libs.jna)
    testRuntimeOnly(libs.junit.platform.launcher)
}
