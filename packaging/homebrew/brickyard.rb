# Homebrew formula: builds brickyard from source with the Swift of Xcode 16.3 or later.
#
# From a checkout (Homebrew installs formulae from taps only):
#   brew tap-new --no-git local/brickyard
#   cp packaging/homebrew/brickyard.rb "$(brew --repository local/brickyard)/Formula/"
#   HOMEBREW_BRICKYARD_GIT="$PWD" brew install --HEAD local/brickyard/brickyard
#
# HOMEBREW_BRICKYARD_GIT is the git repository to build (a clone's path or URL); without it,
# REPOSITORY below, which whoever publishes brickyard sets to its public address.
class Brickyard < Formula
  REPOSITORY = "https://github.com/brickyard/brickyard.git".freeze

  desc "Preview BrickKit collection layouts in the terminal"
  homepage "https://github.com/brickyard/brickyard"
  head ENV.fetch("HOMEBREW_BRICKYARD_GIT", REPOSITORY), branch: "main", using: :git

  # Swift 6.1 (package traits); Synchronization's Mutex needs macOS 15.
  depends_on xcode: ["16.3", :build]
  depends_on macos: :sequoia
  uses_from_macos "ncurses"

  on_linux do
    depends_on "pkgconf" => :build
  end

  def install
    args = ["--disable-sandbox", "-c", "release", "--product", "brickyard"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/brickyard"
    generate_completions_from_executable(bin/"brickyard", "--generate-completion-script",
                                         shell_parameter_format: :arg)
    (man1/"brickyard.1").write Utils.safe_popen_read("bash", "scripts/manpage.sh", bin/"brickyard")
    doc.install "docs/layout-file.md"
  end

  test do
    (testpath/"hello.yaml").write <<~YAML
      title: Hello
      root:
        bricks:
          - {type: label, id: greeting, text: "Hello", width: "1/2"}
    YAML
    system bin/"brickyard", "check", testpath/"hello.yaml"
    frames = shell_output("#{bin}/brickyard frames #{testpath}/hello.yaml")
    assert_match(/"id": *"greeting"/, frames)
  end
end
