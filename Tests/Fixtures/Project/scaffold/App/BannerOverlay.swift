import UIKit

private class BannerViewController: UIViewController {}
