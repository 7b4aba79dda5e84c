// :app — the Pyramids app. Its Kotlin sources (src/main/kotlin) are also
// compiled by the CI's Maven build (../pom.xml) against the Android API 24
// framework jar, and tested on the JVM (src/test/kotlin, JUnit 5), so
// nothing here may depend on AndroidX, Compose or generated R classes.
// src/newerApis/kotlin is compiled by this build only: the activity's calls
// above API 24 (display cutout, API-30 insets, OnBackInvokedCallback), each
// behind an SDK_INT check. scripts/check-android-sources (run by
// scripts/android-test) checks that Maven leaves that folder out and that
// every folder Maven compiles is listed here.

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
}

android {
    namespace = "games.pyramids.app"
    compileSdk = libs.versions.compileSdk.get().toInt()

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
        // The same JVM tests CI runs through Maven: `./gradlew :app:testDebugUnitTest`
        // (screenshots land in app/build/screenshots).
        getByName("test") { java.srcDirs("src/test/kotlin") }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            // Signed with the debug key so a release build installs for testing;
            // replace with your own signing config to publish.
            signingConfig = signingConfigs.getByName("debug")
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
}

dependencies {
    implementation(project(":core"))
    testImplementation(libs.junit.jupiter)
    testImplementation(libs.jna)
    testRuntimeOnly(libs.junit.platform.launcher)
}
