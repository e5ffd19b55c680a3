#if !Importer
  import ArgumentParser

  /// `brickyard import` in a build without the `Importer` trait
  /// (`swift build --disable-default-traits`): says how to get the importer instead of
  /// offering a command that cannot work.
  struct ImportUnavailableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Turn BrickKit Swift code into a layout file (not in this build).",
      discussion: """
        This brickyard was built without the Importer trait, which needs swift-syntax. Build \
        it with the default traits to import Swift: swift build -c release --product brickyard
        """)

    @Argument(help: "Swift files that build a BrickKit layout.")
    var files: [String] = []

    func run() throws {
      throw ValidationError(
        "this brickyard was built without the importer (the Importer trait); "
          + "rebuild with the default traits to use brickyard import")
    }
  }
#endif
