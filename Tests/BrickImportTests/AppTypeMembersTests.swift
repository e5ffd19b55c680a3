#if Importer
  import BrickImport
  import Testing

  /// The app's own type members read from a screen (issue 35, the Example app's
  /// `Constants.brickInset`): a `static` computed property, the lazily initialised
  /// `static var` it reads (a closure called in place, with an `#if` and a `switch` over
  /// ranges of the screen width), and the computed property of the app's enum it ends in.
  enum AppTypeMembers {
    /// A shelf app: `Layouts.spacing` is `shelf.spacing`, `shelf` is set once from the
    /// screen's shorter side. `tiers` is spliced into the `switch`.
    static func source(tiers: String, extra: String = "") -> String {
      """
      import UIKit
      import BrickKit

      enum Shelf {
          case slim
          case roomy
          case huge

          var spacing: CGFloat {
              switch self {
              case .roomy: return 7
              case .huge: return 12
              default: return 3
              }
          }

          var margin: CGFloat {
              return spacing * 2
          }
      }

      struct Layouts {
          static var shelf: Shelf = {
              #if os(tvOS)
                  return .huge
              #else
              let side = UIDevice.current.orientation.isPortrait
                  ? UIScreen.main.bounds.width : UIScreen.main.bounds.height
              switch side {
              \(tiers)
              default: return .huge
              }
              #endif
          }()

          static var spacing: CGFloat {
              return shelf.spacing
          }

          static var margin: CGFloat {
              return shelf.margin
          }
      }

      class ShelfViewController: BrickViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let section = BrickSection(bricks: [
                  LabelBrick(width: .ratio(ratio: 0.5), text: "A"),
                  LabelBrick(width: .ratio(ratio: 0.5), text: "B")
              ], inset: Layouts.spacing,
                 edgeInsets: UIEdgeInsets(top: Layouts.margin, left: 0, bottom: 0, right: 0))
              setSection(section)
          }
          \(extra)
      }
      """
    }

    /// The 1-based line of the first line of `swift` that contains `text`.
    static func lineOf(_ text: String, in swift: String) -> Int {
      (swift.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains(text)
      } ?? -1) + 1
    }

    static func run(_ swift: String) -> ImportResult {
      BrickImporter.importSources([SwiftSource(name: "Shelf.swift", text: swift)])
    }
  }

  /// Every previewed device (an iPhone SE either way round, an iPad either way round) has a
  /// slim shelf: the inset and edge insets are its numbers, with nothing to warn about.
  @Test func appStaticMembersAndEnumPropertiesAreFollowed() {
    let result = AppTypeMembers.run(
      AppTypeMembers.source(
        tiers: """
          case 0...320, 768...: return .slim
              case 321..<768: return .roomy
          """))
    #expect(result.yaml.contains("  inset: 3\n"), "\(result.yaml)")
    #expect(
      result.yaml.contains("  edgeInsets: {top: 6, left: 0, bottom: 0, right: 0}\n"),
      "\(result.yaml)")
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
  }

  /// An iPad gets a roomy shelf: the layout file has no rule form for a screen width read
  /// that way, so the phone's value is kept and the read is warned at, not hidden.
  @Test func appStaticMemberThatDiffersByDeviceIsWarned() {
    let swift = AppTypeMembers.source(
      tiers: """
        case 0...320: return .slim
            case 321..<1200: return .roomy
        """)
    let result = AppTypeMembers.run(swift)
    #expect(result.yaml.contains("  inset: 3\n"), "\(result.yaml)")
    // Said at the screen-width read in the closure (the `let side =` line).
    let messages = result.warnings.map { "\($0.line): \($0.message)" }
    let line = AppTypeMembers.lineOf("let side", in: swift)
    #expect(
      messages.contains {
        $0.hasPrefix("\(line): the inset of the section depends on the orientation and the screen")
      }, "\(messages)")
  }

  /// A `static var` the app assigns later has no one value: it is not followed, and both the
  /// assignment's reason and the unknown inset are said.
  @Test func appStaticVarThatIsAssignedIsNotFollowed() {
    let result = AppTypeMembers.run(
      AppTypeMembers.source(
        tiers: "case 0...320: return .slim",
        extra: "func grow() { Layouts.shelf = .huge }"))
    #expect(!result.yaml.contains("inset: 3"), "\(result.yaml)")
    let messages = result.warnings.map(\.message)
    #expect(
      messages.contains(
        "`Layouts.shelf` is a `static var` the app assigns; cannot follow its value"),
      "\(messages)")
    #expect(
      messages.contains("cannot follow the inset `Layouts.spacing`; assumed 0"), "\(messages)")
  }
#endif
