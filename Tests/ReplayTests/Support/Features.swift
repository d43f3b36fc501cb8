import ComposableStore
import Foundation
import ValueCoding

@testable import ActionLog

/// A list feature whose increment can be made wrong on purpose.
struct Todos: Reducer {
  struct Item: Codable, Equatable { var id: Int; var title: String }
  struct State: Codable, Equatable {
    var count = 0
    var items: [Item] = []
    var password = ""
    var note = ""
  }
  enum Action: Codable, Sendable {
    case increment
    case add(String)
    case remove(id: Int)
    case login(password: String)
  }

  /// When set, incrementing from this count adds 2: the regression replay must catch.
  var bugAtCount: Int?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += state.count == bugAtCount ? 2 : 1
    case .add(let title): state.items.append(Item(id: state.items.count + 1, title: title))
    case .remove(let id): state.items.removeAll { $0.id == id }
    case .login(let password): state.password = password
    }
    return .none
  }
}

/// A feature that reads a live UUID, as a reducer without injected dependencies does.
struct Tagger: Reducer {
  struct State: Codable, Equatable { var ids: [UUID] = [] }
  enum Action: Codable, Sendable { case addTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.ids.append(UUID())
    return .none
  }
}

/// Two features holding one shared total.
struct Profile: Codable, Equatable { var name: String }

struct SharedCounter: Reducer {
  struct Child: Codable {
    @Shared var total: Int
    @Shared var profile: Profile
  }
  struct State: Codable {
    @Shared var total: Int
    @Shared var profile: Profile
    var child: Child

    init() {
      let total = Shared(0)
      let profile = Shared(Profile(name: "Ada"))
      _total = total
      _profile = profile
      child = Child(total: total, profile: profile)
    }
  }
  enum Action: Codable, Sendable { case childIncremented, renamed(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .childIncremented: state.child.total += 1
    case .renamed(let name): state.profile.name = name
    }
    return .none
  }
}

extension SharedCounter.Child {
  init(total: Shared<Int>, profile: Shared<Profile>) {
    _total = total
    _profile = profile
  }
}

/// Records a session by running `reducer` for real, as the recorder would.
func record<R: Reducer>(
  _ reducer: R, from initial: R.State, actions: [R.Action], recordsPerBlock: Int = 4,
  valueEncoding: String = "encodable"
) throws -> LogBuilder where R.State: Encodable, R.Action: Encodable {
  let encoder = TreeEncoder(policy: .default)
  let log = try LogBuilder(
    initial: try encoder.encode(initial), valueEncoding: valueEncoding,
    recordsPerBlock: recordsPerBlock)
  var state = initial
  for action in actions {
    _ = reducer.reduce(into: &state, action: action)
    try log.action(try encoder.encode(action), summary: "\(action)", to: try encoder.encode(state))
  }
  try log.close()
  return log
}

/// A sign-up gate that compares two secrets, reads a redacted number, and can derive one secret
/// from another's content (which a redacted log cannot replay).
struct Gate: Reducer {
  struct State: Codable, Equatable {
    var password = ""
    var passwordConfirmation = ""
    var secretCode = 0
    var error: String?
  }
  enum Action: Codable, Sendable {
    case passwordChanged(String)
    case passwordConfirmationChanged(String)
    case secretCodeChanged(Int)
    case submit
    case shout
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .passwordChanged(let password): state.password = password
    case .passwordConfirmationChanged(let password): state.passwordConfirmation = password
    case .secretCodeChanged(let code): state.secretCode = code
    case .submit:
      state.error =
        state.password.isEmpty
        ? "empty" : state.password != state.passwordConfirmation ? "mismatch" : nil
    case .shout: state.password = state.password.uppercased()
    }
    return .none
  }
}
