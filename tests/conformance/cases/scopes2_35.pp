class a { }
class b inherits a { file { '/b': } }
class x { File { mode => '0600' } include a }
class y { File { mode => '0700' } include b }
include x
include y
