private enum DialogKey: String, CodingKey {
  case title, message, buttons
}

extension DialogState where Action: Encodable {
  /// Encodes `{"title": …, "message": …, "buttons": […]}`: the one shape of alerts and dialogs.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: DialogKey.self)
    try container.encode(title, forKey: .title)
    try container.encode(message, forKey: .message)
    try container.encode(buttons, forKey: .buttons)
  }
}

extension DialogState where Action: Decodable {
  /// Decodes `{"title": …, "message": …, "buttons": […]}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: DialogKey.self)
    self.init(
      title: try container.decode(TextState.self, forKey: .title),
      message: try container.decodeIfPresent(TextState.self, forKey: .message),
      buttons: try container.decode([ButtonState<Action>].self, forKey: .buttons))
  }
}

extension AlertState: Encodable where Action: Encodable {}
extension AlertState: Decodable where Action: Decodable {}
extension ConfirmationDialogState: Encodable where Action: Encodable {}
extension ConfirmationDialogState: Decodable where Action: Decodable {}
