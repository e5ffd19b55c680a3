import UIKit

/// A view controller that builds no section: not a screen of the import.
class SettingsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
  }
}
