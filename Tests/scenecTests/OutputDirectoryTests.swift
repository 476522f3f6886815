import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// The output directory guarantees of `scenec generate` and `scenec layout --all --output` (docs/commands.md, "Security"),
/// against a directory with hostile entries planted in it. Every run has a time limit, so a command that blocks on
/// a FIFO or reads an endless file fails its test instead of hanging the suite.
@Suite struct OutputDirectoryTests {
    static let ride = "examples/Ride.scene.yaml"
    static let rideFiles = ["RideLayoutTests.swift", "RideScene.swift"]
    /// The summary after one SC5xxx error of the output, which is rendered like every other diagnostic.
    static let oneError = "\nscenec: 1 error, 0 warnings in 1 file\n"
    static let timeLimit = Duration.seconds(120)

    /// Runs `scenec arguments…` with the suite's time limit, and records a timeout as an issue.
    static func run(_ arguments: [String]) throws -> Scenec.Result {
        let result = try Scenec.run(arguments, timeLimit: timeLimit)
        #expect(!result.timedOut, "scenec \(arguments.joined(separator: " ")) hung and was killed")
        return result
    }

    /// The files `generate` writes for Ride, by name: the reference the other tests compare with.
    static func rideReference() throws -> [String: [UInt8]] {
        let directory = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try run(["generate", ride, "--output", directory])
        try #require(result.status == 0, "\(result.stderr)")
        var files: [String: [UInt8]] = [:]
        for name in rideFiles { files[name] = FileIO.readBytes(directory + "/" + name) }
        return files
    }

    /// The kind of the entry at `path` itself (a link is not followed): `S_IFREG`, `S_IFLNK`, …; nil when absent.
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// The names of the temporary files of scenec's naming scheme in `directory`.
    static func temporaries(in directory: String) -> [String] {
        FileIO.list(directory).filter { $0.hasPrefix(".scenec-") }
    }

    @Test func linksAndFIFOsAtTheOldTemporaryNamesAreNeitherFollowedNorOpened() throws {
        let root = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = root + "/svg"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        FileIO.write("victim\n", to: root + "/victim")
        // Version 0.1.0 wrote `NAME.tmp` (`layout --all`) and `.NAME.<pid>.tmp` (`generate`), then renamed.
        try FileManager.default.createSymbolicLink(atPath: output + "/index.html.tmp", withDestinationPath: "../victim")
        expectEqual(mkfifo(output + "/iphone-se--profile_offset86.svg.tmp", 0o600), 0)

        let result = try Self.run(["layout", "examples/Profile.scene.yaml", "--all", "--output", output])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(FileIO.read(root + "/victim"), "victim\n", "the link was followed")
        expectEqual(Self.kind(output + "/index.html"), S_IFREG)
        expectEqual(Self.kind(output + "/iphone-se--profile_offset86.svg"), S_IFREG)
        expectEqual(Self.kind(output + "/index.html.tmp"), S_IFLNK, "what is not ours is left alone")
        expectEqual(Self.kind(output + "/iphone-se--profile_offset86.svg.tmp"), S_IFIFO)
        #expect(Self.temporaries(in: output).isEmpty)
    }

    @Test func concurrentRunsIntoOneDirectoryAllSucceed() throws {
        let root = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Music has 498 states: with shared temporary names, most rounds of 4 runs failed in 0.1.0.
        let music = "examples/Music.scene.yaml"
        let reference = try Self.run(["layout", music, "--all", "--output", root + "/reference"])
        try #require(reference.status == 0, "\(reference.stderr)")
        let names = FileIO.list(root + "/reference")

        /// The runs' results, each written by its own thread.
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var values: [Scenec.Result] = []
            var errors: [String] = []
        }
        for round in 0..<3 {
            let output = root + "/shared\(round)"
            let results = Results()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                do {
                    let result = try Scenec.run(
                        ["layout", music, "--all", "--output", output], timeLimit: Self.timeLimit)
                    results.lock.withLock { results.values.append(result) }
                } catch {
                    results.lock.withLock { results.errors.append("\(error)") }
                }
            }
            #expect(results.errors.isEmpty && results.values.count == 4, "\(results.errors)")
            for result in results.values {
                #expect(result.status == 0 && !result.timedOut, "round \(round): \(result.stderr)")
            }
            expectEqual(FileIO.list(output), names, "round \(round)")
            for name in names {
                expectEqual(FileIO.readBytes(output + "/" + name), FileIO.readBytes(root + "/reference/" + name))
            }
        }
    }

    @Test func aLinkAtAnOutputNameIsReplacedNotFollowedEvenWhenItsTargetIsUpToDate() throws {
        let reference = try Self.rideReference()
        let root = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = root + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        // The link's target holds exactly the generated bytes: only the link itself can make it stale.
        let outside = root + "/outside.swift"
        try Data(reference["RideScene.swift"]!).write(to: URL(fileURLWithPath: outside))
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: outside)
        try FileManager.default.createSymbolicLink(atPath: output + "/RideScene.swift", withDestinationPath: outside)
        try Data(reference["RideLayoutTests.swift"]!).write(to: URL(fileURLWithPath: output + "/RideLayoutTests.swift"))

        let check = try Self.run(["generate", Self.ride, "--output", output, "--check"])
        expectEqual(check.status, 1)
        #expect(check.stderr.contains("RideScene.swift' is out of date"), "\(check.stderr)")
        #expect(!check.stderr.contains("RideLayoutTests.swift"))

        let result = try Self.run(["generate", Self.ride, "--output", output])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(result.stderr, "wrote 1 file to '\(output)' (1 unchanged)\n")
        expectEqual(Self.kind(output + "/RideScene.swift"), S_IFREG, "the link is replaced by a file")
        expectEqual(FileIO.readBytes(output + "/RideScene.swift"), reference["RideScene.swift"])
        expectEqual(FileIO.readBytes(outside), reference["RideScene.swift"])
        let modified = try FileManager.default.attributesOfItem(atPath: outside)[.modificationDate] as? Date
        expectEqual(modified, old, "the link's target is not touched")
    }

    @Test func aFIFOOrAnEndlessFileAtAnOutputNameIsStaleAndReplaced() throws {
        let reference = try Self.rideReference()
        let output = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        expectEqual(mkfifo(output + "/RideScene.swift", 0o600), 0)
        try FileManager.default.createSymbolicLink(
            atPath: output + "/RideLayoutTests.swift", withDestinationPath: "/dev/zero")

        let check = try Self.run(["generate", Self.ride, "--output", output, "--check"])
        expectEqual(check.status, 1, "\(check.stderr)")
        for name in Self.rideFiles { #expect(check.stderr.contains("\(name)' is out of date")) }
        expectEqual(Self.kind(output + "/RideScene.swift"), S_IFIFO, "--check writes nothing")

        let result = try Self.run(["generate", Self.ride, "--output", output])
        expectEqual(result.status, 0, "\(result.stderr)")
        for name in Self.rideFiles {
            expectEqual(Self.kind(output + "/" + name), S_IFREG, "\(name)")
            expectEqual(FileIO.readBytes(output + "/" + name), reference[name], "\(name)")
        }
        #expect(Self.temporaries(in: output).isEmpty)
    }

    @Test func aHugeFileAtAnOutputNameIsNotReadWhole() throws {
        let output = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        // 8 GiB of holes: instant to make and to skip, minutes and all the memory to read whole.
        FileIO.write("", to: output + "/RideScene.swift")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output + "/RideScene.swift"))
        try handle.truncate(atOffset: 8 << 30)
        try handle.close()

        let check = try Self.run(["generate", Self.ride, "--output", output, "--check"])
        expectEqual(check.status, 1, "\(check.stderr)")
        #expect(check.stderr.contains("RideScene.swift' is out of date"))
        let result = try Self.run(["generate", Self.ride, "--output", output])
        expectEqual(result.status, 0, "\(result.stderr)")
        let size = try FileManager.default.attributesOfItem(atPath: output + "/RideScene.swift")[.size] as? Int
        #expect((size ?? .max) < 1 << 20)
    }

    @Test func staleTemporaryFilesAreRemovedAndOthersAreKept() throws {
        let output = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let alive = getpid()  // this test process
        let gone = 99_999_999  // above any pid_max
        let stale = [
            ".scenec-\(gone)-abcdefABCDEF.tmp",  // its process is gone
            ".scenec-\(alive)-oldOLDold123.tmp",  // its process runs, but it is two hours old
        ]
        let kept = [
            ".scenec-\(alive)-newNEWnew123.tmp",  // a run in progress
            ".scenec-notes.tmp", ".scenec-\(gone)-short.tmp", ".scenec-\(gone)-abcdefABCDEF.txt",  // not the scheme
        ]
        for name in stale + kept { FileIO.write("partial", to: output + "/" + name) }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: output + "/" + stale[1])

        let result = try Self.run(["generate", Self.ride, "--output", output])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(FileIO.list(output), (Self.rideFiles + kept).sorted())
    }

    @Test func aFailedWriteLeavesEveryFileAsItWas() throws {
        let output = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        FileIO.write("// old\n", to: output + "/RideScene.swift")
        // A directory where the tests file goes: the last rename would fail.
        try FileManager.default.createDirectory(
            atPath: output + "/RideLayoutTests.swift", withIntermediateDirectories: true)

        let result = try Self.run(["generate", Self.ride, "--output", output])
        expectEqual(result.status, 2)
        expectEqual(
            result.stderr,
            "\(Self.ride): error: cannot replace '\(output)/RideLayoutTests.swift': it is a directory [SC5003]\n"
                + Self.oneError)
        expectEqual(FileIO.read(output + "/RideScene.swift"), "// old\n", "no file is replaced")
        expectEqual(FileIO.list(output), Self.rideFiles, "no temporary file is left")
    }

    @Test func aWriteThatFailsInTheMiddleOfAFileLeavesNoPartialOutput() throws {
        let output = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        FileIO.write("// old\n", to: output + "/MusicScene.swift")
        // The shell limits the files scenec writes to 100 blocks (`ulimit -f`: 50 or 100 KB) and ignores the signal
        // that would kill it there. The setup file (35 KB) is written; the write past the limit fails (EFBIG) in
        // the middle of the one test file (148 KB), which is streamed in pieces of 64 KB.
        let result = try Subprocess.run(
            "/bin/sh",
            [
                "-c", "trap '' XFSZ; ulimit -f 100; exec \"$0\" \"$@\"", Scenec.binary, "generate",
                "examples/Music.scene.yaml", "--output", output, "--test-files", "1",
            ], in: Scenec.repository, timeLimit: Self.timeLimit)
        #expect(!result.timedOut)
        expectEqual(result.status, 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.hasPrefix("examples/Music.scene.yaml: error: cannot write '\(output)/.scenec-"))
        #expect(result.stderr.hasSuffix(".tmp': File too large [SC5003]\n" + Self.oneError), "\(result.stderr)")
        expectEqual(FileIO.list(output), ["MusicScene.swift"], "no temporary file, no new file")
        expectEqual(FileIO.read(output + "/MusicScene.swift"), "// old\n", "no file is replaced")
    }

    @Test func generateCreatesTheOutputDirectoryAndItsParents() throws {
        let root = try Scenec.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let created = try Self.run(["generate", Self.ride, "--output", root + "/a/b/c"])
        expectEqual(created.status, 0, "\(created.stderr)")
        expectEqual(FileIO.list(root + "/a/b/c"), Self.rideFiles)

        // --check writes nothing, not even the directory: every file is missing.
        let check = try Self.run(["generate", Self.ride, "--output", root + "/x/y", "--check"])
        expectEqual(check.status, 1)
        for name in Self.rideFiles { #expect(check.stderr.contains("'\(root)/x/y/\(name)' is out of date")) }
        #expect(!FileManager.default.fileExists(atPath: root + "/x"))

        FileIO.write("x", to: root + "/file")
        let underAFile = try Self.run(["generate", Self.ride, "--output", root + "/file/sub"])
        expectEqual(underAFile.status, 2)
        expectEqual(
            underAFile.stderr,
            "\(Self.ride): error: cannot create output directory '\(root)/file/sub': '\(root)/file' is not a "
                + "directory [SC5002]\n" + Self.oneError)
        let aFile = try Self.run(["generate", Self.ride, "--output", root + "/file"])
        expectEqual(aFile.status, 2)
        expectEqual(
            aFile.stderr,
            "\(Self.ride): error: output path '\(root)/file' is not a directory [SC5002]\n"
                + Self.oneError)
        let checkAFile = try Self.run(["generate", Self.ride, "--output", root + "/file", "--check"])
        expectEqual(checkAFile.status, 2)
        expectEqual(FileIO.list(root), ["a", "file"])
    }
}
