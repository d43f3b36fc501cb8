@_exported import LogFormat
