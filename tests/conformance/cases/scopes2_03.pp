class a { File { mode => '0600' } }
class b inherits a { file { '/b': } }
include b
