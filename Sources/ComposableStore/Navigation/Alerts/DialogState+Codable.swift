private enum DialogKey: String, CodingKey {
  case title, message, buttons
}

/// Writes `{"title": …, "message": …, "buttons": […]}`: the one shape of alerts and dialogs.
private func encodeDialog<Action: Encodable>(
  title: TextState, message: TextState?, buttons: [ButtonState<Action>], to encoder: any Encoder
) throws {
  var container = encoder.container(keyedBy: DialogKey.self)
  try container.encode(title, forKey: .title)
  try container.encode(message, forKey: .message)
  try container.encode(buttons, forKey: .buttons)
}

/// Reads `{"title": …, "message": …, "buttons": […]}`.
private func decodeDialog<Action: Decodable>(
  from decoder: any Decoder
) throws -> (title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
  let container = try decoder.container(keyedBy: DialogKey.self)
  return (
    try container.decode(TextState.self, forKey: .title),
    try container.decodeIfPresent(TextState.self, forKey: .message),
    try container.decode([ButtonState<Action>].self, forKey: .buttons)
  )
}

extension AlertState: Encodable where Action: Encodable {
  /// Encodes `{"title": …, "message": …, "buttons": […]}`.
  public func encode(to encoder: any Encoder) throws {
    try encodeDialog(title: title, message: message, buttons: buttons, to: encoder)
  }
}

extension AlertState: Decodable where Action: Decodable {
  /// Decodes `{"title": …, "message": …, "buttons": […]}`.
  public init(from decoder: any Decoder) throws {
    let dialog: (title: TextState, message: TextState?, buttons: [ButtonState<Action>]) =
      try decodeDialog(from: decoder)
    self.init(title: dialog.title, message: dialog.message, buttons: dialog.buttons)
  }
}

extension ConfirmationDialogState: Encodable where Action: Encodable {
  /// Encodes `{"title": …, "message": …, "buttons": […]}`.
  public func encode(to encoder: any Encoder) throws {
    try encodeDialog(title: title, message: message, buttons: buttons, to: encoder)
  }
}

extension ConfirmationDialogState: Decodable where Action: Decodable {
  /// Decodes `{"title": …, "message": …, "buttons": […]}`.
  public init(from decoder: any Decoder) throws {
    let dialog: (title: TextState, message: TextState?, buttons: [ButtonState<Action>]) =
      try decodeDialog(from: decoder)
    self.init(title: dialog.title, message: dialog.message, buttons: dialog.buttons)
  }
}
