@_exported import LogFormat
@_exported import ValueCoding
