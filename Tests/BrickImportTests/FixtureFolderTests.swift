#if Importer
  import BrickTestSupport
  import Foundation
  import Testing

  /// Each fixture folder holds exactly the files its table names: a fixture added to a folder
  /// but not to its table would never run, and a folder that went missing or empty fails here
  /// instead of leaving its tests to pass over nothing.
  @Suite struct FixtureFolderTests {
    @Test func constructsFolderIsTheConstructTable() throws {
      let files = try FixtureFolder.names(
        in: fixturesURL.appendingPathComponent("Constructs"), extensions: ["swift", "yaml"])
      let named = constructFixtures.flatMap { ["\($0).swift", "\($0).yaml"] }
      #expect(files == named.sorted())
    }

    @Test func warningsFolderIsTheWarningTable() throws {
      let files = try FixtureFolder.names(
        in: fixturesURL.appendingPathComponent("Warnings"), extensions: ["swift"])
      #expect(files == warningFixtures.map { "\($0).swift" }.sorted())
    }

    @Test func seedsFolderIsTheSeedTables() throws {
      let files = try FixtureFolder.names(
        in: fixturesURL.appendingPathComponent("Seeds"), extensions: ["swift"])
      let named = Set(
        seedExamples.flatMap(\.files) + seedDeviations.map { "Seeds/\($0.swift).swift" })
      #expect(files == named.map { String($0.dropFirst("Seeds/".count)) }.sorted())
    }

    /// The check itself fails on a missing folder and on one without fixtures.
    @Test func missingOrEmptyFolderThrows() throws {
      let empty = FileManager.default.temporaryDirectory
        .appendingPathComponent("brickyard-empty-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: empty) }
      #expect(throws: FixtureFolder.Empty.self) {
        try FixtureFolder.names(in: empty, extensions: ["swift"])
      }
      #expect(throws: FixtureFolder.Empty.self) {
        try FixtureFolder.names(in: empty.appendingPathComponent("none"), extensions: ["swift"])
      }
    }
  }
#endif
