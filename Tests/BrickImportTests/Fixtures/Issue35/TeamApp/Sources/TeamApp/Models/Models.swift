import Foundation

struct Product {
  let name: String
  let price: Double

  static let samples = [
    Product(name: "Linen sofa", price: 899),
    Product(name: "Oak table", price: 349.5),
    Product(name: "Wool rug", price: 240),
    Product(name: "Desk lamp", price: 59.99),
    Product(name: "Armchair", price: 420),
    Product(name: "Side table", price: 89),
  ]
}

struct CartItem {
  let product: Product
  let quantity: Int
}

struct Order: Decodable {
  let id: Int
  let status: String
}

/// The app's network client (its requests answer later: sections built in them are samples).
final class API {
  static let shared = API()

  func fetchOrders(completion: @escaping ([Order]) -> Void) {
    let url = URL(string: "https://api.example.com/orders")!
    URLSession.shared.dataTask(with: url) { data, _, _ in
      let orders = data.flatMap { try? JSONDecoder().decode([Order].self, from: $0) } ?? []
      DispatchQueue.main.async { completion(orders) }
    }.resume()
  }
}
