extension Explanation {
    /// Explanations of the SC5xxx codes (code generation and output files). Their examples are shell
    /// sessions: these problems are about the output directory, not the scene file.
    static let codegen: [DiagnosticCode: Explanation] = [
        .outputDirectoryMissing: Explanation(
            """
            `scenec generate` creates its output directory and the missing directories above it (like \
            `mkdir -p`), and `scenec init` writes into an existing directory. This error says the directory \
            could not be created, or does not exist for `init`; the system's reason follows. The command exits \
            with status 2 and writes nothing.
            """,
            example: """
                $ scenec generate Music.scene.yaml --output /Sources/Music
                Music.scene.yaml: error: cannot create output directory '/Sources': Permission denied [SC5001]
                """,
            fix: """
                $ scenec generate Music.scene.yaml --output Sources/Music
                """
        ),
        .outputNotADirectory: Explanation(
            """
            `--output` names the directory that receives `<Scene>Scene.swift` and the layout test files, not \
            a file; no directory above it may be a file either. The command exits with status 2 and writes \
            nothing.
            """,
            example: """
                $ scenec generate Music.scene.yaml --output Sources/Music/MusicScene.swift
                Music.scene.yaml: error: output path 'Sources/Music/MusicScene.swift' is not a directory [SC5002]
                """,
            fix: """
                $ scenec generate Music.scene.yaml --output Sources/Music
                """
        ),
        .outputFileUnwritable: Explanation(
            """
            A generated file could not be written (the directory is read-only, the disk is full, or a file of \
            the same name cannot be replaced, such as a directory). Every file is first written to a temporary \
            file in the same directory, and only when all are written are they renamed over the old ones, so a \
            failure never leaves half a file behind, and a failure before the renames leaves every old file as \
            it was. The command exits with status 2.
            """,
            example: """
                $ chmod a-w Sources/Music
                $ scenec generate Music.scene.yaml --output Sources/Music
                Music.scene.yaml: error: output directory 'Sources/Music' is not writable: Permission denied [SC5003]
                """,
            fix: """
                $ chmod u+w Sources/Music
                $ scenec generate Music.scene.yaml --output Sources/Music
                """
        ),
        .staleGeneratedFile: Explanation(
            """
            `scenec generate --check` writes nothing; it compares what it would generate with the files on \
            disk and lists every file that is missing, differs, or is left over from an earlier split of the \
            layout tests. Run it in CI so that a scene edited without regenerating fails the build. It exits \
            with status 1 when a file is stale.
            """,
            example: """
                $ scenec generate Music.scene.yaml --output Sources/Music --check
                Music.scene.yaml: error: 'Sources/Music/MusicScene.swift' is out of date; run 'scenec generate' [SC5004]
                """,
            fix: """
                $ scenec generate Music.scene.yaml --output Sources/Music
                $ scenec generate Music.scene.yaml --output Sources/Music --check
                """
        ),
        .invalidModuleName: Explanation(
            """
            The generated layout tests `import` the module named by `--module`, so it must be a Swift \
            identifier that is not a keyword. SwiftPM target names with dashes or spaces are imported with \
            those characters replaced by underscores; pass that name. The command exits with status 2.
            """,
            example: """
                $ scenec generate Music.scene.yaml --output Sources/Music --module Music-App
                Music.scene.yaml: error: --module 'Music-App' is not a Swift module name ([A-Za-z_][A-Za-z0-9_]*, not a \
                keyword) [SC5005]
                """,
            fix: """
                $ scenec generate Music.scene.yaml --output Sources/Music --module Music_App
                """
        ),
        .setupCodeTooLarge: Explanation(
            """
            The setup code grows with the declared edges: each page conforms to one protocol per page it \
            pushes (one line of Swift), and each stack view lists the views it pushes and switches to. A scene \
            whose pages push nearly every other page (1,000 pages each pushing all 1,000) would give tens of \
            megabytes of Swift that no one can compile, so `scenec generate` stops at 500,000 declared edges \
            (page pushes, swipe transitions, and stack view pushes and switches together) and writes nothing. \
            The scene itself is valid: `validate` and `layout` still work. The command exits with status 1.
            """,
            example: """
                $ scenec generate Dense.scene.yaml --output Sources/Dense
                Dense.scene.yaml:1:8: error: the setup code would declare 1000000 edges, more than the 500000 that \
                scenec generates [SC5006]
                """,
            fix: """
                $ # push fewer pages from each page (a search page that opens any page, rather than every page \
                pushing every page), or split the scene
                $ scenec generate Dense.scene.yaml --output Sources/Dense
                """
        ),
    ]
}
