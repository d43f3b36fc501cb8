import ComposableArchitecture
import Foundation

/// The history tab: entries loaded a page at a time, a search as the user types, and a stack of
/// details.
@Reducer
struct HistoryFeature {
  @ObservableState
  struct State: Equatable {
    var entries: IdentifiedArrayOf<LedgerEntry> = []
    var nextPage: Int? = 1
    var isLoading = false
    var query = ""
    var searchResults: [LedgerEntry] = []
    var path = StackState<Path.State>()
  }

  @Reducer
  enum Path {
    case detail(HistoryDetailFeature)
  }

  enum Action {
    case task
    case loadMoreTapped
    case entriesResponse(EntriesPage)
    case entriesFailed(APIFailure)
    case queryChanged(String)
    case searchResponse([LedgerEntry])
    case searchFailed(APIFailure)
    case rowTapped(id: Int)
    case path(StackActionOf<Path>)
  }

  enum CancelID { case search }

  @Dependency(\.apiClient) var apiClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task, .loadMoreTapped:
        guard let page = state.nextPage, !state.isLoading else { return .none }
        state.isLoading = true
        return .run { send in
          do {
            await send(.entriesResponse(try await apiClient.entries(page: page)))
          } catch {
            await send(.entriesFailed(APIFailure(error)))
          }
        }
      case let .entriesResponse(page):
        state.isLoading = false
        state.entries.append(contentsOf: page.entries)
        state.nextPage = page.nextPage
        return .none
      case .entriesFailed:
        state.isLoading = false
        return .none
      case let .queryChanged(query):
        state.query = query
        guard !query.isEmpty else {
          state.searchResults = []
          return .cancel(id: CancelID.search)
        }
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          do {
            await send(.searchResponse(try await apiClient.search(query: query)))
          } catch {
            await send(.searchFailed(APIFailure(error)))
          }
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case let .searchResponse(results):
        state.searchResults = results
        return .none
      case .searchFailed:
        state.searchResults = []
        return .none
      case let .rowTapped(id):
        guard let entry = state.entries[id: id] else { return .none }
        state.path.append(.detail(HistoryDetailFeature.State(entry: entry)))
        return .none
      case let .path(.element(id: _, action: .detail(.delegate(.entryUpdated(entry))))):
        state.entries[id: entry.id] = entry
        return .none
      case let .path(.element(id: elementID, action: .detail(.delegate(.deleteConfirmed(id))))):
        state.entries.remove(id: id)
        state.path.pop(from: elementID)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension HistoryFeature.Path.State: Equatable {}
