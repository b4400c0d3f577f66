class a { File { owner => 'a' } }
class b inherits a { File { mode => '0600' } file { '/b': } }
class x { File { group => 'x', owner => 'x' } include b }
include x
