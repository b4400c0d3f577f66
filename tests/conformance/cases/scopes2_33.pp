class a { }
class b inherits a { file { '/b': } }
class x { File { mode => '0600' } include b }
include x
